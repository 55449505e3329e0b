// Command gencorpus writes the benchmark corpus: 2000 realistic IRI
// references, about 48 bytes long on average, a quarter of them with
// non-ASCII characters, all valid under RFC 3987. The output depends only on
// the fixed seed, so the committed testdata/corpus.txt can be regenerated
// byte for byte:
//
//	go run ./internal/cmd/gencorpus > testdata/corpus.txt
package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
)

const count = 2000

var (
	words   = []string{"index", "docs", "api", "v2", "users", "search", "img", "about", "news", "2024", "blog", "static", "css", "main.js", "product", "item", "list", "help", "en", "login", "files", "report.pdf", "a", "b"}
	uwords  = []string{"café", "résumé", "straße", "日本語", "中文", "ελληνικά", "пример", "naïve", "über", "مرحبا", "한국어", "dé", "ñandú", "東京"}
	hosts   = []string{"example.com", "www.example.org", "api.example.net", "cdn.example.com", "mail.example.org", "localhost", "docs.example.io", "a.b.example"}
	uhosts  = []string{"résumé.example.org", "例え.jp", "пример.рф", "bücher.de", "δοκιμή.gr", "münchen.example", "中国.cn"}
	keys    = []string{"q", "id", "page", "lang", "sort", "ref", "utm_source", "x"}
	vals    = []string{"1", "42", "en", "asc", "foo", "bar%20baz", "a+b", "true", "%C3%A9t%C3%A9"}
	uvals   = []string{"é", "日本", "ü", "привет"}
	frags   = []string{"top", "section-2", "intro", "L10", "main"}
	ufrags  = []string{"résumé", "章", "über"}
	schemes = []string{"http", "http", "http", "https", "https", "https", "https", "ftp", "ws"}
)

func main() {
	rng := rand.New(rand.NewPCG(3987, 2005))
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for i := 0; i < count; i++ {
		uni := i%4 == 3 // a quarter non-ASCII
		word := func() string {
			if uni && rng.IntN(2) == 0 {
				return pick(uwords)
			}
			return pick(words)
		}
		path := func(n int) string {
			var b strings.Builder
			for k := 0; k < n; k++ {
				b.WriteByte('/')
				b.WriteString(word())
			}
			return b.String()
		}
		var s string
		switch k := rng.IntN(20); {
		case k < 14: // hierarchical with authority
			var b strings.Builder
			b.WriteString(pick(schemes))
			b.WriteString("://")
			if rng.IntN(25) == 0 {
				b.WriteString("user:pw@")
			}
			switch h := rng.IntN(30); {
			case h == 0:
				b.WriteString("192.0.2.")
				fmt.Fprint(&b, 1+rng.IntN(254))
			case h == 1:
				b.WriteString("[2001:db8::")
				fmt.Fprintf(&b, "%x]", 1+rng.IntN(0xfff))
			case uni && h < 15:
				b.WriteString(pick(uhosts))
			default:
				b.WriteString(pick(hosts))
			}
			if rng.IntN(8) == 0 {
				fmt.Fprintf(&b, ":%d", 1024+rng.IntN(9000))
			}
			b.WriteString(path(2 + rng.IntN(5)))
			if rng.IntN(3) != 0 {
				b.WriteByte('?')
				b.WriteString(pick(keys))
				b.WriteByte('=')
				if uni && rng.IntN(2) == 0 {
					b.WriteString(pick(uvals))
				} else {
					b.WriteString(pick(vals))
				}
				if rng.IntN(2) == 0 {
					b.WriteString("&" + pick(keys) + "=" + pick(vals))
				}
			}
			if rng.IntN(6) == 0 {
				b.WriteByte('#')
				if uni {
					b.WriteString(pick(ufrags))
				} else {
					b.WriteString(pick(frags))
				}
			}
			s = b.String()
		case k < 15:
			s = "mailto:" + word() + "@" + pick(hosts)
		case k < 16:
			s = "urn:isbn:978" + fmt.Sprint(1000000000+rng.IntN(999999999))
		case k < 17:
			s = "file:///home/" + word() + path(2+rng.IntN(3))
		case k < 19: // relative references
			s = ".." + path(2+rng.IntN(3))
			if rng.IntN(2) == 0 {
				s = path(2 + rng.IntN(3))[1:] + "?" + pick(keys) + "=" + pick(vals)
			}
		default:
			s = "//" + pick(hosts) + path(2+rng.IntN(3)) + "#" + pick(frags)
		}
		if uni && !hasNonASCII(s) {
			s += "/" + pick(uwords)
		}
		fmt.Fprintln(w, s)
	}
}

func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}
