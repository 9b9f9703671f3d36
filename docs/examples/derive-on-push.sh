#!/bin/sh
# Keeps an entity-relationship diagram on a DSP service in step with a schema file: run it
# on each push (docs/derive.md). The first run makes the diagram under DSP_DIAGRAM (a key of
# your choosing); later runs save a revision only when the schema changed.
#
#   DSP_URL=https://diagrams.example.com DSP_API_KEY=dsp_... DSP_DIAGRAM=shop-er \
#     sh derive-on-push.sh prisma/schema.prisma
#
# Needs sh, curl and node (for the JSON). Prints the service's answer; exits non-zero when
# the service refuses the snapshot (a parse error names its line and column).
set -eu
: "${DSP_URL:?set DSP_URL to the service address}"
: "${DSP_API_KEY:?set DSP_API_KEY to a key that may write}"
: "${DSP_DIAGRAM:?set DSP_DIAGRAM to the diagram key (or id)}"
schema=${1:?usage: derive-on-push.sh <schema file> [prisma|sql|dbml]}
case "$schema" in
  *.prisma) format=${2:-prisma} ;;
  *.dbml) format=${2:-dbml} ;;
  *) format=${2:-sql} ;;
esac
message="schema at ${GITHUB_SHA:-$(git rev-parse --short HEAD 2>/dev/null || echo local)}"

# {format, source, message} as JSON: the snapshot's text exactly as it is in the file.
body() {
  node -e 'const [format, file, message, extra] = process.argv.slice(1);
    const snapshot = { format, source: require("node:fs").readFileSync(file, "utf8") };
    process.stdout.write(JSON.stringify(extra === "create" ? { derive: snapshot, key: process.env.DSP_DIAGRAM, message } : { ...snapshot, message }));' \
    "$format" "$schema" "$message" "${1:-}"
}

answer=$(mktemp)
trap 'rm -f "$answer"' EXIT
post() {
  curl -sS -o "$answer" -w '%{http_code}' -X POST "$DSP_URL$1" \
    -H "Authorization: Bearer $DSP_API_KEY" -H 'Content-Type: application/json' --data-binary @-
}

status=$(body | post "/v1/diagrams/$DSP_DIAGRAM/derive")
if [ "$status" = 404 ]; then
  # No diagram under this key yet: make it, with the derive as its first revision.
  status=$(body create | post /v1/diagrams)
fi
cat "$answer"; echo
case "$status" in
  2??) exit 0 ;;
  *) echo "derive failed: HTTP $status" >&2; exit 1 ;;
esac
