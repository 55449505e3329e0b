#!/usr/bin/python3
"""Totals over all corpora: totals.py corpus:diffs ..."""
import json, sys
allstr = set(); bad = set(); checks = 0; badchecks = 0
for arg in sys.argv[1:]:
    c, d = arg.split(":")
    ss = open(c, "rb").read().decode().split("\n")[:-1]
    checks += 8 * len(ss); allstr.update(ss)
    for l in open(d):
        r = json.loads(l); bad.add(r["input"]); badchecks += 1
print("distinct strings %d, string x rule checks %d, disagreeing checks %d, distinct strings with any disagreement %d, distinct strings with zero disagreement on all 8 rules %d"
      % (len(allstr), checks, badchecks, len(bad), len(allstr - bad)))
