# usage: ruby ruby_drv.rb MODE < lines ; MODE = encode | display | normalize | resolve
require 'addressable/uri'
mode = ARGV[0]
STDOUT.sync = false
STDIN.set_encoding('UTF-8')
STDIN.each_line do |l|
  l = l.chomp
  out = begin
    case mode
    when 'encode' then Addressable::URI.encode(l)
    when 'nencode' then Addressable::URI.normalized_encode(l)
    when 'display' then Addressable::URI.parse(l).display_uri.to_s
    when 'normalize' then Addressable::URI.parse(l).normalize.to_s
    when 'resolve' then b, r = l.split("\t", 2); Addressable::URI.parse(b).join(r).to_s
    end
  rescue StandardError => e
    "!ERR: #{e.class}: #{e.message.gsub(/\s+/, ' ')}"
  end
  puts out.to_s.dup.force_encoding('UTF-8').scrub { |b| '\\x%02X' % b.ord }
end
