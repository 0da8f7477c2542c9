#!/bin/sh
# As the official image: each template's ${NAME}s that the environment sets, filled in (nginx's own
# $variables, which the environment does not set, left alone), then the command.
set -eu
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    name=$(basename "$template" .template)
    envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$name"
done
exec "$@"
