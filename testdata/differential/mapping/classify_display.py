#!/usr/bin/env python3
"""Host-only comparison: ours toiri vs Addressable display_uri (which also normalizes, compared in (c))."""
from common import *
import collections, unicodedata
R = load("toiri"); c = collections.defaultdict(list)
for r in R:
    o, d, s = r["ours"], r["ruby_display"], r["in"]
    if err(o) or err(d): c["error: ours=%s ruby=%s" % (err(o), err(d))].append(r); continue
    ho, hd, hs = split(o)["host"], split(d)["host"], split(s)["host"]
    if ho is None: continue
    if ho == hd: c["= host"].append(r); continue
    if ho.lower() == hd: c["ruby lowercases (normalize)"].append(r); continue
    if "%" in ho and "%" not in hd: c["ruby decodes+IDNA-maps %-encoded host; ours keeps"].append(r); continue
    if "xn--" in ho.lower() and "xn--" not in hd: c["ruby ToUnicode of A-label ours keeps"].append(r); continue
    if "xn--" in hd and "xn--" not in ho.lower(): c["ours ToUnicode, ruby keeps A-label"].append(r); continue
    if unicodedata.normalize("NFKC", ho).lower() == hd: c["ruby NFKC/lowercase of U-label"].append(r); continue
    c["other"].append(r)
for k in sorted(c, key=lambda k: -len(c[k])):
    print(len(c[k]), k)
    for r in c[k][:2]: print("     in ", r["in"], "\n     ours", r["ours"], "\n     ruby", r["ruby_display"])
