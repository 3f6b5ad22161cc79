// A copy of IANA's RDAP bootstrap for domain names (https://data.iana.org/rdap/dns.json, the
// RFC 9224 format), shipped so lookups work before the weekly refresh (rdap-bootstrap check)
// has reached IANA, and on installs that cannot. This install had no internet access when it
// was written, so it is a hand-made subset of the real registry entries for the TLDs most
// portfolios use; no npm package ships the file. The refresh replaces it with the full list.
// TLDs with no RDAP service (de, eu, ru, …) are absent on purpose, as they are at IANA.
export const SHIPPED_DNS_BOOTSTRAP = {
  description: 'RDAP bootstrap file for Domain Name System registrations (subset shipped with Sitefleet)',
  publication: '2026-11-01T00:00:00Z',
  version: '1.0',
  services: [
    [['com'], ['https://rdap.verisign.com/com/v1/']],
    [['net'], ['https://rdap.verisign.com/net/v1/']],
    [['cc'], ['https://tld-rdap.verisign.com/cc/v1/']],
    [['tv'], ['https://tld-rdap.verisign.com/tv/v1/']],
    [['name'], ['https://tld-rdap.verisign.com/name/v1/']],
    [['org'], ['https://rdap.publicinterestregistry.org/rdap/']],
    [['info', 'io', 'me', 'casino', 'bet', 'poker', 'games', 'live', 'news', 'shop', 'life', 'world', 'today', 'pro', 'mobi'], ['https://rdap.identitydigital.services/rdap/']],
    [['app', 'dev', 'page', 'new', 'how', 'soy', 'foo', 'zip', 'mov', 'boo', 'day', 'esq', 'nexus', 'prof', 'rsvp', 'meme'], ['https://pubapi.registry.google/rdap/']],
    [['xyz'], ['https://rdap.centralnic.com/xyz/']],
    [['online'], ['https://rdap.centralnic.com/online/']],
    [['site'], ['https://rdap.centralnic.com/site/']],
    [['store'], ['https://rdap.centralnic.com/store/']],
    [['tech'], ['https://rdap.centralnic.com/tech/']],
    [['website'], ['https://rdap.centralnic.com/website/']],
    [['space'], ['https://rdap.centralnic.com/space/']],
    [['fun'], ['https://rdap.centralnic.com/fun/']],
    [['uk'], ['https://rdap.nominet.uk/uk/']],
    [['fr'], ['https://rdap.nic.fr/']],
    [['nl'], ['https://rdap.sidn.nl/']],
    [['br'], ['https://rdap.registro.br/']],
    [['au'], ['https://rdap.cctld.au/rdap/']],
    [['biz'], ['https://rdap.nic.biz/']],
    [['us'], ['https://rdap.nic.us/']],
    [['co'], ['https://rdap.nic.co/']],
    [['ca'], ['https://rdap.ca.fury.ca/rdap/']]
  ]
} as const
