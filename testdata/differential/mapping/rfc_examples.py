#!/usr/bin/env python3
"""Check all three implementations against the RFC 3986 section 5.4 examples (expected values parsed from the spec text)."""
import os, re, json
txt = open(os.environ.get("SPECS", "../shared/specs") + "/rfc3986.txt").read()
sec = txt[txt.index("5.4.1.  Normal Examples", 3000): txt.index("6.  Normalization and Comparison", 30000)]
exp = {}
for m in re.finditer(r'"([^"]*)"\s+=\s+"([^"]*)"', sec): exp.setdefault(m.group(1), m.group(2))
R = [json.loads(l) for l in open("results/resolve.jsonl", encoding="utf-8")]
bad = {"ours": [], "perl": [], "ruby": []}; n = 0
for r in R:
    if r["base"] != "http://a/b/c/d;p?q" or r["in"] not in exp: continue
    n += 1
    for k in bad:
        if r[k] != exp[r["in"]]: bad[k].append((r["in"], exp[r["in"]], r[k]))
print(n, "RFC 3986 5.4 examples")
for k, v in bad.items():
    print(k, len(v), "wrong"); [print("   %-14r expected %-22s got %s" % x) for x in v]
