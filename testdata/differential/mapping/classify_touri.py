#!/usr/bin/env python3
"""Classify IRI->URI differences (ours vs Perl URI->new->as_string)."""
from common import *
import collections, urllib.parse, sys
def idna2003(host):
    h = urllib.parse.unquote(host)
    try: return ".".join(l.encode("idna").decode() if l else "" for l in h.split("."))  # Python codec = RFC 3490 ToASCII
    except Exception as e: return "!FAIL"
R = load("touri")
cls = collections.defaultdict(list)
for r in R:
    o, p, s = r["ours"], r["perl"], r["in"]
    if err(o):
        cls["E: ours rejects (strict); lenient=" + ("same as Perl" if r["ours_lenient"] == p else "differs")].append(r); continue
    if o == p: cls["=: equal"].append(r); continue
    d = diffcomps(o, p); O, P, S = split(o), split(p), split(s)
    if d == ["path"] and s.endswith("\xa0"): cls["P1: Perl strips trailing U+00A0"].append(r); continue
    if d == ["path"] and "%5B" in s.upper(): cls["P2: Perl decodes %5B%5D"].append(r); continue
    if "port" in d and S["port"] == ":": cls["H5: Perl feeds empty port ':' into ToASCII"].append(r); continue
    if d == ["host"]:
        sch = (S["scheme"] or "").lower()
        ref = idna2003(S["host"])
        if "%" in P["host"] and "xn--" not in P["host"].lower(): cls[f"H1: Perl percent-encodes host, we use ToASCII (scheme {sch})"].append(r); continue
        if "%" in P["host"]: cls["H3: Perl applies ToASCII to percent-encoded text"].append(r); continue
        if "ß" in S["host"] or "ς" in S["host"]: cls["H4: ß: IDNA2008 (ours) vs IDNA2003 deviation"].append(r); continue
        if ref.lower() == O["host"].lower(): cls["H2: Perl ToASCII without Nameprep (NFKC/case fold); ours = RFC 3490 result"].append(r); continue
        cls["H9: other host: ref2003=" + ref].append(r); continue
    cls["X: other " + ",".join(d)].append(r)
n = sum(len(v) for v in cls.values())
for k in sorted(cls):
    v = cls[k]; print(f"{len(v):5d}  {k}")
    for r in v[:int(sys.argv[1]) if len(sys.argv) > 1 else 2]:
        print("        in  ", repr(r["in"])); print("        ours", r["ours"] if not err(r["ours"]) else r["ours"][:110]); print("        perl", r["perl"])
        if k.startswith("E"): print("        len ", r["ours_lenient"][:120])
print(n)
