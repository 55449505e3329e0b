// Command benchsum reads the output of "go test -bench . -benchmem" of
// package iri on standard input and prints a benchstat-style table followed
// by the ratios the goals of issue 4 are stated in, each marked ok or MISS.
// "make bench" runs it.
package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// result holds the metrics of one benchmark ("ns/op", "B/op", "allocs/op",
// "ms/MB", ...): every value of the repeated runs (-count), then their
// median, which a noisy shared machine disturbs less than the mean.
type result struct {
	samples map[string][]float64
	metrics map[string]float64
}

var nameRe = regexp.MustCompile(`^(Benchmark\S+?)(-\d+)?$`)

func main() {
	results := map[string]*result{}
	var order []string
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		m := nameRe.FindStringSubmatch(f[0])
		name := strings.TrimPrefix(m[1], "Benchmark")
		r := results[name]
		if r == nil {
			r = &result{samples: map[string][]float64{}, metrics: map[string]float64{}}
			results[name] = r
			order = append(order, name)
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			r.samples[f[i+1]] = append(r.samples[f[i+1]], v)
		}
	}
	if len(order) == 0 {
		fmt.Fprintln(os.Stderr, "benchsum: no benchmark lines on standard input")
		os.Exit(1)
	}
	for _, r := range results {
		for k, vs := range r.samples {
			sort.Float64s(vs)
			if n := len(vs); n%2 == 1 {
				r.metrics[k] = vs[n/2]
			} else {
				r.metrics[k] = (vs[n/2-1] + vs[n/2]) / 2
			}
		}
	}
	get := func(name, metric string) (float64, bool) {
		r := results[name]
		if r == nil {
			return 0, false
		}
		v, ok := r.metrics[metric]
		return v, ok
	}

	fmt.Printf("\n%-34s %12s %10s %10s %10s\n", "benchmark", "time/op", "B/op", "allocs/op", "extra")
	for _, name := range order {
		r := results[name].metrics
		extra := ""
		var keys []string
		for k := range r {
			if k != "ns/op" && k != "B/op" && k != "allocs/op" && k != "MB/s" {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			extra += fmt.Sprintf("%.3g %s ", r[k], k)
		}
		fmt.Printf("%-34s %12s %10.0f %10.0f   %s\n", name, dur(r["ns/op"]), r["B/op"], r["allocs/op"], extra)
	}

	fmt.Println("\nGoals (issue 4), ratios within this run:")
	check := func(ok bool) string {
		if ok {
			return "ok"
		}
		return "MISS"
	}
	ratio := func(label, a, b string, max float64) {
		x, ok1 := get(a, "ns/op")
		y, ok2 := get(b, "ns/op")
		if !ok1 || !ok2 || y == 0 {
			return
		}
		fmt.Printf("  %-52s %6.2fx  (goal <= %.1fx) %s\n", label, x/y, max, check(x/y <= max))
	}
	allocs := func(label, a string, max float64) {
		if x, ok := get(a, "allocs/op"); ok {
			fmt.Printf("  %-52s %6.0f   (goal <= %.0f)  %s\n", label, x, max, check(x <= max))
		}
	}
	ratio("Parse (rfc3987) / net/url.Parse, time", "Parse/fast", "Parse/neturl", 0.5)
	if x, ok := get("ParseInterleaved", "ratio"); ok {
		fmt.Printf("  %-52s %6.2fx  (goal <= 0.5x) %s\n", "  same, interleaved in blocks in one loop", x, check(x <= 0.5))
	}
	ratio("  same, both with 64 MB of live heap (context)", "Parse/fast-liveheap", "Parse/neturl-liveheap", 0.5)
	if x, ok := get("Parse/alloc", "ns/op"); ok {
		y, _ := get("Parse/neturl-alloc", "ns/op")
		p, _ := get("Parse/fast", "ns/op")
		fmt.Printf("  %-52s %6s   (%.0f%% of Parse; new(url.URL) %s)\n", "  allocating the result alone, new(IRI) (context)", dur(x), 100*x/p, dur(y))
	}
	allocs("Parse (rfc3987), allocs/op", "Parse/fast", 1)
	ratio("ParseInto (reused IRI, 0 allocs) / net/url.Parse", "Parse/into", "Parse/neturl", 0.5)
	if x, ok := get("Parse/local", "ns/op"); ok {
		y, _ := get("Parse/neturl", "ns/op")
		a, _ := get("Parse/local", "allocs/op")
		fmt.Printf("  %-52s %6.2fx  (%.0f allocs/op: the IRI is on the caller's stack)\n", "Parse, result not kept (context) / net/url.Parse", x/y, a)
	}
	ratio("Valid / minimal scanner, time", "Valid/fast", "Valid/scanner", 1.5)
	allocs("Valid, allocs/op", "Valid/fast", 0)
	ratio("ToURI / Parse, time", "ToURI/corpus", "Parse/fast", 2)
	allocs("ToURI of an input that is already a URI, allocs/op", "ToURI/ascii", 0)
	ratio("Normalize / Parse, time", "Normalize/corpus", "Parse/fast", 3)
	if x, ok := get("Parse/reference", "ns/op"); ok {
		a, _ := get("Parse/reference", "allocs/op")
		fmt.Printf("  %-52s %6s   (aim <= 5us)  %s, %.0f allocs/op\n", "generated parser (reference), time per IRI", dur(x), check(x <= 5000), a)
	}
	ratio("generated parser (reference) / net/url.Parse, time", "Parse/reference", "Parse/neturl", 15)
	if x, ok := get("ReferenceInterleaved", "ratio"); ok {
		a, _ := get("ReferenceInterleaved", "ref-allocs/op")
		fmt.Printf("  %-52s %6.2fx  (goal <= 15x, issue 29) %s\n", "  same, interleaved in blocks in one loop", x, check(x <= 15))
		fmt.Printf("  %-52s %6.1f   (goal <= 15, issue 29)  %s\n", "generated parser, allocs per IRI", a, check(a <= 15))
	}
	// worst returns the pathological benchmark ending in suffix with the
	// largest ms/MB.
	worst := func(suffix string) (worst float64, name string) {
		for _, n := range order {
			if !strings.HasPrefix(n, "Pathological/") || !strings.HasSuffix(n, suffix) {
				continue
			}
			if v, ok := get(n, "ms/MB"); ok && v > worst {
				worst, name = v, n
			}
		}
		return worst, name
	}
	if w, name := worst("/valid"); name != "" {
		fmt.Printf("  %-52s %6.2f ms/MB (goal <= 10) %s  [%s]\n", "pathological 1 MB inputs, fast path, worst", w, check(w <= 10), name)
	}
	if w, name := worst("/parse"); name != "" {
		fmt.Printf("  %-52s %6.2f ms/MB (invalid inputs run the generated parser for the error)  [%s]\n", "pathological 1 MB inputs, Parse, worst", w, name)
	}
	for _, mode := range []string{"fast", "reference"} {
		var sizes []string
		for _, name := range order {
			if strings.HasPrefix(name, "Sweep/"+mode+"/") {
				sizes = append(sizes, name)
			}
		}
		if len(sizes) < 2 {
			continue
		}
		first, _ := get(sizes[0], "ns/B")
		last, _ := get(sizes[len(sizes)-1], "ns/B")
		fmt.Printf("  %-52s %6.2fx  (linear: about 1) %s  [%.2f -> %.2f ns/B]\n", "length sweep "+mode+", ns/B largest / smallest", last/first, check(last/first <= 2), first, last)
	}
}

// dur formats nanoseconds the way benchstat does.
func dur(ns float64) string {
	switch {
	case ns >= 1e9:
		return fmt.Sprintf("%.3gs", ns/1e9)
	case ns >= 1e6:
		return fmt.Sprintf("%.3gms", ns/1e6)
	case ns >= 1e3:
		return fmt.Sprintf("%.3gµs", ns/1e3)
	}
	return fmt.Sprintf("%.3gns", ns)
}
