package check

// Severity profiles: named sets of severities for every code, selected with
// Profile (library) or `iri check --profile NAME` (CLI).

import "strings"

// ProfileInfo names a severity profile and says what it is for.
//
// A profile sets severities per code; each code names its section (Codes).
type ProfileInfo struct {
	Name        string
	Description string
}

var profileInfos = []ProfileInfo{
	{"default", "the default severity of each code (see Codes): error for MUST and MUST NOT, warning for SHOULD, SHOULD NOT and security advice"},
	{"strict", "every code is an error, SHOULD and SHOULD NOT included, and the codes off by default are on: for producers of IRIs"},
	{"lenient", "for RDF data and other IRIs one consumes: only what makes the input no IRI (grammar, bytes that are not UTF-8, characters IRIs do not allow) is an error; " +
		"other errors are warnings, and advice to producers (case, canonical forms, default ports, dot-segments, encoded unreserved characters, NFKC) is ignored"},
}

// Profiles returns the severity profiles Profile accepts, "default" first.
//
// Each code names its section (Codes).
func Profiles() []ProfileInfo {
	out := make([]ProfileInfo, len(profileInfos))
	copy(out, profileInfos)
	return out
}

// LookupProfile returns the profile named name (case-insensitive) and
// whether there is one.
//
// Each code names its section (Codes).
func LookupProfile(name string) (ProfileInfo, bool) {
	for _, p := range profileInfos {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return ProfileInfo{}, false
}

// lenientInvalid are the codes that make the input no IRI (RFC 3987
// section 2.2 and 4.1; draft-ietf-iri-3987bis-00 section 7.3): the only
// errors of the lenient profile.
var lenientInvalid = map[Code]bool{
	CodeSyntax: true, CodeInvalidUTF8: true, CodeSurrogate: true,
	CodeSpace: true, CodeDelimiter: true, CodeUnwise: true, CodeControl: true,
	CodeBidiFormattingCharacter: true, CodeSpecial: true, CodePrivateUse: true,
	CodeTag: true, CodeNonCharacter: true,
}

// lenientIgnored is advice to producers of IRIs that says nothing about
// the IRI a consumer holds: the lenient profile drops it.
var lenientIgnored = map[Code]bool{
	CodePctLowercaseHex: true, CodeHostNotLowercase: true, CodeIPv6NotLowercase: true,
	CodeIPv6NotCanonical: true, CodeHostACELabel: true, CodeSchemeNotLowercase: true,
	CodePortDefault: true, CodePortEmpty: true, CodePctUnreserved: true,
	CodePathDotSegment: true, CodeNotNFKC: true,
}

// profileSeverity returns the severity of the code described by info under
// the profile name, and false for an unknown profile.
func profileSeverity(name string, info CodeInfo) (Severity, bool) {
	switch strings.ToLower(name) {
	case "default":
		return info.Severity, true
	case "strict":
		return SeverityError, true
	case "lenient":
		switch {
		case lenientInvalid[info.Code]:
			return SeverityError, true
		case lenientIgnored[info.Code]:
			return SeverityIgnored, true
		case info.Severity == SeverityError:
			return SeverityWarning, true
		}
		return info.Severity, true
	}
	return 0, false
}

// Profile sets the severity of every code to the one the profile name
// gives it (see Profiles; case-insensitive), as CodeSeverity does for one
// code: later options, such as CodeSeverity, still win. MORE_FINDINGS
// keeps the severity of the findings it counts. An unknown name
// changes nothing; check it first with LookupProfile.
//
// Each code names its section (Codes).
func Profile(name string) Option {
	return func(cfg *config) {
		for _, info := range codeInfos {
			if info.Code == CodeMoreFindings {
				continue // its severity is the highest of the findings it counts
			}
			if s, ok := profileSeverity(name, info); ok {
				CodeSeverity(info.Code, s)(cfg)
			}
		}
	}
}
