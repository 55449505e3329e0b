#!/usr/bin/env python3
"""Classify resolution differences. Ours (IRI) is mapped to a URI with `iri touri --lenient` before comparing to Perl (URI)."""
from common import *
import collections, json, re, subprocess, sys
hexup = lambda s: re.sub(r'%[0-9a-fA-F]{2}', lambda m: m.group(0).upper(), s)
R = [json.loads(l) for l in open("results/resolve.jsonl", encoding="utf-8")]
ok = [r for r in R if not err(r["ours"])]
p = subprocess.run(["./iri", "touri", "--lenient", "--json"], input="\n".join(r["ours"] for r in ok) + "\n", capture_output=True, text=True)
for r, j in zip(ok, map(json.loads, p.stdout.splitlines())): r["ours_uri"] = j.get("output", "!ERR")
RFC = {l.split("\t")[1] for l in open("pairs.txt", encoding="utf-8").read().splitlines()[:43]}
def label(r, other):
    o = r["ours"] if other == "ruby" else r.get("ours_uri", r["ours"])
    t = r[other]
    if err(r["ours"]): return "ours rejects: " + r["ours"][6:60] + (" / %s rejects" % other if err(t) else " / %s resolves" % other)
    if err(t): return other + " error: " + t[6:60]
    if hexup(o) == hexup(t): return "="
    O, T = split(o), split(t)
    d = [k for k in O if O[k] != T[k]]
    if d == ["path"] and re.search(r'^/(\.\./)*\.\.(/|$)|^/\.\.', T["path"] or ""): return "path: %s keeps '..' above the root" % other
    if d == ["path"] and re.search(r'(^|/)\.\.?(/|$)', T["path"] or ""): return "path: %s leaves dot-segments" % other
    if d == ["path"] and re.search(r'(^|/)\.\.?(/|$)', O["path"] or ""): return "path: ours leaves dot-segments"
    return "other: " + ",".join(d)
for other in ("perl", "ruby"):
    cls = collections.defaultdict(list)
    for r in R: cls[label(r, other)].append(r)
    print("==", other, {k: len(v) for k, v in cls.items() if k == "="})
    for k in sorted(cls, key=lambda k: -len(cls[k])):
        if k == "=": continue
        print(f"{len(cls[k]):5d}  {k}   (RFC 5.4 examples: {sum(r['in'] in RFC and r['base']=='http://a/b/c/d;p?q' for r in cls[k])})")
        for r in cls[k][:int(sys.argv[1]) if len(sys.argv) > 1 else 2]:
            print("          base %s  ref %s\n          ours %s\n          %-4s %s" % (r["base"], r["in"], r.get("ours_uri", r["ours"]) if other == "perl" else r["ours"], other, r[other]))
