#!/bin/sh
# Regenerates the web farm's TLS fixtures (committed, so tests never run openssl):
#   ca.crt                   test CA the client trusts through NODE_EXTRA_CA_CERTS
#   farm.crt/.key            leaf for farm.test, *.farm.test and explicit names, valid ~100 years
#   expired.crt/.key         CA-signed leaf for expired.farm.test, valid only during 2020
#   self-signed.crt/.key     self-signed leaf for self-signed.farm.test (not from the CA)
#   runtime-ca.crt/.key      a second test CA, its key KEPT: the farm signs certificates with chosen
#                            notAfter dates at start-up with it (dated-certs.ts); ca.crt
#                            holds both CAs, so one NODE_EXTRA_CA_CERTS file trusts both
# The first CA's key is thrown away: rerun this script to change any certificate.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ec() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1"; }

ec "$tmp/ca.key"
openssl req -x509 -new -key "$tmp/ca.key" -out ca.crt -days 36500 -subj "/CN=Sitefleet Test Farm CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"

# `openssl ca` (unlike `x509 -req`) can set explicit start and end dates, to backdate a certificate.
mkdir "$tmp/new"
: > "$tmp/index.txt"
echo 1000 > "$tmp/serial"
cat > "$tmp/ca.cnf" <<CNF
[ca]
default_ca = farm
[farm]
dir = $tmp
database = $tmp/index.txt
new_certs_dir = $tmp/new
serial = $tmp/serial
certificate = $PWD/ca.crt
private_key = $tmp/ca.key
default_md = sha256
policy = anything
copy_extensions = copy
unique_subject = no
[anything]
commonName = supplied
[leaf]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
CNF

leaf() { # name, SANs, then openssl ca date options
  name=$1; sans=$2; shift 2
  ec "$name.key"
  openssl req -new -key "$name.key" -out "$tmp/$name.csr" -subj "/CN=$name.farm.test" -addext "subjectAltName=$sans"
  openssl ca -batch -config "$tmp/ca.cnf" -extensions leaf -notext -in "$tmp/$name.csr" -out "$name.crt" "$@" 2>/dev/null
}

leaf farm "DNS:farm.test,DNS:*.farm.test,DNS:www.shop.farm.test" -startdate 20250101000000Z -enddate 21250101000000Z
leaf expired "DNS:expired.farm.test" -startdate 20200101000000Z -enddate 20210101000000Z

ec self-signed.key
openssl req -x509 -new -key self-signed.key -out self-signed.crt -days 36500 -subj "/CN=self-signed.farm.test" \
  -addext "subjectAltName=DNS:self-signed.farm.test" -addext "basicConstraints=critical,CA:FALSE"
# The runtime CA is made once and kept (its key is a test fixture, trusted nowhere else).
if [ ! -f runtime-ca.key ]; then
  ec runtime-ca.key
  openssl req -x509 -new -key runtime-ca.key -out runtime-ca.crt -days 36500 -subj "/CN=Sitefleet Test Farm Runtime CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
fi
cat runtime-ca.crt >> ca.crt
echo "certificates written to $PWD"
