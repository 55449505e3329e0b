#!/usr/bin/python3
"""Group disagreements from compare.py output: classify.py diffs*.jsonl"""
import json, collections, sys, re

def klass(r):
    s = r["input"]
    if r["kind"] == "component":
        if set(r["diff"]) == {"host_kind"}:
            return "A1 dec-octet with leading zero: host kind (ours reg-name, py IPv4address)"
        return "component:" + ",".join(sorted(r["diff"]))
    if r["ours_valid"]:
        if re.search(r"\[V", s):
            return "B IPvFuture with upper-case 'V' (ours valid, py invalid)"
        return "ours-valid-other"
    rule = r["ours"].get("rule")
    if rule in ("IPv4address", "h16", "IP-literal", "ls32", "IPv6address"):
        return "A2 dec-octet with leading zero inside IPv6 ls32 (ours invalid, py valid)"
    return "py-valid-other:" + str(rule)

c = collections.Counter(); ex = collections.defaultdict(list); strs = collections.defaultdict(set)
for f in sys.argv[1:]:
    for l in open(f):
        r = json.loads(l); k = klass(r)
        c[(k, r["rule"])] += 1; ex[k].append(r); strs[k].add(r["input"])
for k in sorted(strs):
    print("%s: %d distinct strings" % (k, len(strs[k])))
    for (kk, rule), n in sorted(c.items()):
        if kk == k: print("    %-15s %d" % (rule, n))
    for r in sorted(ex[k], key=lambda r: len(r["input"]))[:3]:
        print("    e.g.", repr(r["input"]), r["rule"], r.get("diff") or (r["ours"].get("message") if not r["ours_valid"] else "ours valid"))
