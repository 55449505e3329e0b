#!/usr/bin/env bash
# Measures `iri extract` on a 10 MiB file beside linkify-it 6.1.0's
# in-process extraction on the same file and prints both rates and their
# ratios (BENCHMARKS.md, "Extraction"). For iri extract, the whole process
# is timed: the best wall time of RUNS runs (bash's EPOCHREALTIME, in
# microseconds, read just before the process starts and just after it
# ends: no other process is started inside the timed span, as "date" was
# before, which added 1-1.5 ms) and the best CPU time (user +
# system, from /usr/bin/time, 10 ms resolution, so each run reads the file
# COPIES times and the time is divided). Run from this directory:
# ./run.sh [FILE]; RUNS (default 5) and COPIES (default 10) in the
# environment. Needs bash (5 or later), go, node and /usr/bin/time (npm installs linkify-it
# 6.1.0 into linkify/node_modules on first use).
set -eu
export GOWORK=off
runs=${RUNS:-5}
copies=${COPIES:-10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
file=${1:-$tmp/prose.txt}
[ -f "$file" ] || go run ./gencorpus "$file"
(cd ../.. && go build -o "$tmp/iri" ./cmd/iri)
[ -d linkify/node_modules/linkify-it ] || (cd linkify && npm install --no-audit --no-fund >/dev/null)
bytes=$(wc -c <"$file")
args=
i=0
while [ $i -lt "$copies" ]; do args="$args $file"; i=$((i + 1)); done
wall= cpu=
i=0
while [ $i -lt "$runs" ]; do
	t0=$EPOCHREALTIME
	"$tmp/iri" extract "$file" >"$tmp/out.txt"
	t1=$EPOCHREALTIME
	w=$(((${t1/./} - ${t0/./}) * 1000))
	if [ -z "$wall" ] || [ "$w" -lt "$wall" ]; then wall=$w; fi
	/usr/bin/time -f "%U %S" -o "$tmp/time" "$tmp/iri" extract $args >/dev/null
	c=$(awk -v n="$copies" '{ printf "%d", ($1 + $2) * 1e9 / n }' "$tmp/time")
	if [ -z "$cpu" ] || [ "$c" -lt "$cpu" ]; then cpu=$c; fi
	i=$((i + 1))
done
n=$(wc -l <"$tmp/out.txt")
echo "$bytes $n $wall $cpu" | awk '{ m = $1 / 1048576; printf "{\"tool\":\"iri extract (whole process)\",\"bytes\":%d,\"links\":%d,\"wall_s\":%g,\"wall_mib_per_s\":%.1f,\"cpu_s\":%g,\"cpu_mib_per_s\":%.1f}\n", $1, $2, $3 / 1e9, m / ($3 / 1e9), $4 / 1e9, m / ($4 / 1e9) }' | tee "$tmp/iri.json"
node linkify/bench.mjs "$file" "$runs" | tee "$tmp/lk.json"
field() { sed "s/.*\"$1\":\([0-9.e+-]*\).*/\1/" "$2"; }
awk -v a="$(field wall_mib_per_s "$tmp/iri.json")" -v b="$(field wall_mib_per_s "$tmp/lk.json")" \
	-v c="$(field cpu_mib_per_s "$tmp/iri.json")" -v d="$(field cpu_mib_per_s "$tmp/lk.json")" \
	'BEGIN { printf "ratio iri extract / linkify-it: wall %.1f, cpu %.1f\n", a / b, c / d }'
cat /proc/loadavg 2>/dev/null | awk '{ print "load average: " $1 " " $2 " " $3 }'
