#!/usr/bin/env python3
"""Per distinct non-ASCII host label of DNS-scheme IRIs in the corpus: our ToASCII (via `iri touri http://LABEL/`)
vs RFC 3490 ToASCII (IDNA2003; Python's encodings.idna: Nameprep, AllowUnassigned=FALSE, UseSTD3ASCIIRules=FALSE
as draft-ietf-iri-3987bis-00 section 3.4 says; RFC 3987 section 3.1 says TRUE, flagged)."""
from common import *
import collections, urllib.parse, subprocess, json
DNS = {"http", "https", "ws", "wss", "ftp", "gopher", "telnet", "ldap", "file"}
R = load("touri"); labs = collections.Counter()
for r in R:
    S = split(r["in"])
    if (S["scheme"] or "").lower() not in DNS or not S["host"] or S["host"].startswith("["): continue
    host = urllib.parse.unquote(S["host"], errors="replace")
    for lab in host.split("."):
        if not lab.isascii(): labs[lab] += 1
L = sorted(labs)
p = subprocess.run(["./iri", "touri", "--json"], input="\n".join("http://%s/" % l for l in L) + "\n", capture_output=True, text=True)
ours = [j.get("output", "ERROR: " + j.get("error", {}).get("message", ""))[7:-1] if "output" in j else "ERROR " + j["error"]["message"][-40:] for j in map(json.loads, p.stdout.splitlines())]
ndiff = 0
for lab, o in zip(L, ours):
    try: ref = lab.encode("idna").decode()
    except Exception as e: ref = "FAIL (%s)" % str(e)[:30]
    std3 = "" if ref.startswith("FAIL") or all(ch.isalnum() or ch == "-" for ch in ref) else "  [fails with STD3 TRUE]"
    same = o == ref
    ndiff += (not same) * labs[lab]
    print("%s %-16r IDNA2003=%-28s ours=%-40s items=%d%s" % ("  " if same else "!!", lab, ref, o, labs[lab], std3))
print("corpus items with a label whose result differs from IDNA2003:", ndiff)
