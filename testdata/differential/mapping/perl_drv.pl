#!/usr/bin/perl
# usage: perl_drv.pl MODE < lines ; MODE = touri | toiri | canon | resolve (lines: base\tref)
use strict; use warnings; use URI;
binmode STDIN, ':encoding(UTF-8)'; binmode STDOUT, ':encoding(UTF-8)';
my $mode = shift;
while (my $l = <STDIN>) {
  chomp $l;
  my $out = eval {
    if ($mode eq 'touri') { URI->new($l)->as_string }
    elsif ($mode eq 'toiri') { URI->new($l)->as_iri }
    elsif ($mode eq 'canon') { URI->new($l)->canonical->as_string }
    elsif ($mode eq 'canoniri') { URI->new($l)->canonical->as_iri }
    elsif ($mode eq 'resolve') { my ($b,$r)=split /\t/,$l,2; URI->new_abs($r,$b)->as_string }
    else { die "mode" }
  };
  $out = "!ERR: ".($@=~s/\s+/ /gr) unless defined $out;
  print "$out\n";
}
