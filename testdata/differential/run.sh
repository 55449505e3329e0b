#!/bin/sh
# Differential tests of this library against other implementations, run by
# hand (CI cannot install them). See README.md in this directory.
#
#   sh testdata/differential/run.sh rfc3987   # grammar and resolution vs python3-rfc3987 (about 5 min)
#   sh testdata/differential/run.sh mapping   # ToURI, ToIRI, normalization, resolution vs Perl URI and Ruby Addressable
#
# The scripts run in a scratch directory ($WORK, default a new temporary
# one), where the corpora and results stay.
set -e
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${WORK:-$(mktemp -d)}
export SPECS=${SPECS:-$(cd "$repo/../shared/specs" 2>/dev/null && pwd || echo /nonexistent)}
P=/usr/bin/python3 # the Debian packages are installed for the system Python
cp "$here/$1"/* "$work/"
cd "$work"
(cd "$repo" && go build -o "$work/iri" ./cmd/iri)
case "$1" in
rfc3987)
	# apt-get install -y python3-rfc3987 python3-regex
	$P gen.py 20000 3987 >corpus.txt
	$P gen.py 60000 42 >corpus2.txt
	for w in small ipv6 cp; do $P gen_extra.py $w >$w.txt; done
	for w in corpus corpus2 small ipv6 cp; do echo "== $w"; $P compare.py $w.txt >diffs_$w.jsonl; done
	$P classify.py diffs_*.jsonl
	$P totals.py corpus.txt:diffs_corpus.jsonl corpus2.txt:diffs_corpus2.jsonl small.txt:diffs_small.jsonl ipv6.txt:diffs_ipv6.jsonl cp.txt:diffs_cp.jsonl
	$P resolve_cmp.py 300 120 5 >rdiffs.jsonl
	$P resolve_cmp.py 600 150 77 >rdiffs2.jsonl
	cat rdiffs.jsonl rdiffs2.jsonl >rdiffs_all.jsonl
	$P rclassify.py rdiffs_all.jsonl
	;;
mapping)
	# apt-get install -y liburi-perl ruby ruby-addressable
	mkdir -p results
	$P gen_corpus.py # corpus.txt (IRIs), pairs.txt (base<TAB>ref)
	$P run.py        # results/*.jsonl, uris.txt (the URI corpus)
	$P classify_touri.py 2 >results/a_touri_perl.txt
	$P classify_rubyencode.py >results/a_touri_ruby_encode.txt
	$P idna_check.py >results/a_idna2003.txt
	$P classify_toiri.py perl 1 >results/b_toiri_perl.txt
	$P classify_display.py >results/b_toiri_ruby_display_host.txt
	for n in norm_iri norm_uri; do for o in perl ruby; do $P classify_norm.py $n $o 1 >results/c_${n}_$o.txt; done; done
	$P classify_resolve.py 2 >results/d_resolve.txt
	$P rfc_examples.py >results/d_rfc3986_5.4.txt
	head -1 results/c_*.txt
	cat results/d_rfc3986_5.4.txt
	;;
*)
	echo "usage: run.sh rfc3987|mapping" >&2
	exit 2
	;;
esac
echo "results in $work"
