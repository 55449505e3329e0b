#!/usr/bin/env python3
"""Run our CLI, Perl URI and Ruby Addressable over corpus.txt / pairs.txt; write results/*.jsonl."""
import json, subprocess, os, collections
os.makedirs("results", exist_ok=True)
IRI = "./iri"

def lines(path): return open(path, encoding="utf-8").read().split("\n")[:-1]

def ours(args, inputs):
    p = subprocess.run([IRI] + args + ["--json"], input="\n".join(inputs) + "\n", capture_output=True, text=True)
    outs = []
    for l in p.stdout.split("\n")[:-1]:
        j = json.loads(l)
        outs.append(j["output"] if "output" in j else "!ERR: " + j["error"]["message"])
    assert len(outs) == len(inputs), (args, len(outs), len(inputs), p.stderr[:300])
    return outs

def ext(cmd, inputs):
    p = subprocess.run(cmd, input="\n".join(inputs) + "\n", capture_output=True, text=True)
    outs = p.stdout.split("\n")[:-1]
    assert len(outs) == len(inputs), (cmd, len(outs), len(inputs), p.stderr[:300])
    return outs

perl = lambda m, i: ext(["perl", "perl_drv.pl", m], i)
ruby = lambda m, i: ext(["ruby", "ruby_drv.rb", m], i)

def dump(name, inputs, cols):
    with open(f"results/{name}.jsonl", "w", encoding="utf-8") as fh:
        for k, s in enumerate(inputs):
            fh.write(json.dumps({"in": s, **{c: v[k] for c, v in cols.items()}}, ensure_ascii=False) + "\n")

C = lines("corpus.txt")
# (a) IRI -> URI
dump("touri", C, {"ours": ours(["touri"], C), "ours_lenient": ours(["touri", "--lenient"], C),
                  "ours_noidna": ours(["touri", "--lenient", "--no-idna"], C),
                  "perl": perl("touri", C), "ruby_encode": ruby("encode", C)})
# URI corpus for (b): our lenient URIs (IDNA and no-IDNA) plus Perl's URIs, ASCII only
U = []
for r in map(json.loads, open("results/touri.jsonl", encoding="utf-8")):
    for k in ("ours_lenient", "ours_noidna", "perl"):
        v = r[k]
        if not v.startswith("!ERR") and v.isascii() and v not in U: U.append(v)
open("uris.txt", "w").write("\n".join(U) + "\n")
dump("toiri", U, {"ours": ours(["toiri"], U), "ours_noidna": ours(["toiri", "--no-idna"], U),
                  "perl": perl("toiri", U), "ruby_display": ruby("display", U)})
# (c) normalization, on the IRI corpus and on the URI corpus
for name, inp in (("norm_iri", C), ("norm_uri", U)):
    dump(name, inp, {"ours_syntax": ours(["normalize", "--level", "syntax"], inp),
                     "ours_scheme": ours(["normalize", "--level", "scheme"], inp),
                     "perl": perl("canon", inp), "perl_iri": perl("canoniri", inp),
                     "ruby": ruby("normalize", inp)})
# (d) resolution
P = [l.split("\t", 1) for l in lines("pairs.txt")]
byb = collections.defaultdict(list)
for k, (b, r) in enumerate(P): byb[b].append(k)
res = [None] * len(P)
for b, ks in byb.items():
    o = ours(["resolve", "--base", b], [P[k][1] for k in ks])
    for k, v in zip(ks, o): res[k] = v
pl = ["\t".join(p) for p in P]
rows = {"ours": res, "perl": perl("resolve", pl), "ruby": ruby("resolve", pl)}
with open("results/resolve.jsonl", "w", encoding="utf-8") as fh:
    for k, (b, r) in enumerate(P):
        fh.write(json.dumps({"base": b, "in": r, **{c: v[k] for c, v in rows.items()}}, ensure_ascii=False) + "\n")
print("corpus", len(C), "uris", len(U), "pairs", len(P))
