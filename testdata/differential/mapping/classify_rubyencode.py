#!/usr/bin/env python3
"""IRI->URI: ours vs Addressable::URI.encode (its only normalize-free conversion)."""
from common import *
import collections, re
R = load("touri"); c = collections.defaultdict(list)
for r in R:
    o, t, s = r["ours"], r["ruby_encode"], r["in"]
    if err(o): continue
    if err(t): c["ruby error"].append(r); continue
    if o == t: c["="].append(r); continue
    ks = []
    if re.search(r'%[0-9A-Fa-f]{2}', s) and "%25" in t and t.count("%25") > o.count("%25"): ks.append("ruby re-encodes existing %XX as %25XX")
    O, T = split(o), split(t)
    if O["host"] != T["host"] and "xn--" in (O["host"] or ""): ks.append("ruby percent-encodes host, ours ToASCII")
    if not ks: ks.append("other: " + ",".join(k for k in O if O[k] != T[k]))
    for k in ks: c[k].append(r)
for k in sorted(c, key=lambda k: -len(c[k])):
    print(len(c[k]), k); r = c[k][0]; print("     in  ", r["in"]); print("     ours", r["ours"]); print("     ruby", r["ruby_encode"])
