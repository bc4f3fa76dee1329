#!/bin/sh
# Creates .env for docker-compose.yml from .env.example, giving every CHANGE-ME a fresh random
# value (hex, safe inside URLs; NATS passwords start with a letter, as nats-server's configuration
# needs). Refuses to overwrite .env.
set -eu
cd "$(dirname "$0")/../.."
if [ -e .env ]; then
  echo ".env exists already; delete it first to start over (the database keeps the old POSTGRES_PASSWORD)." >&2
  exit 1
fi
umask 077
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    SIGNING_KEY_ENCRYPTION_KEY=CHANGE-ME) echo "SIGNING_KEY_ENCRYPTION_KEY=$(openssl rand -base64 32)" ;;
    DATA_KEY_ENCRYPTION_KEY=CHANGE-ME) echo "DATA_KEY_ENCRYPTION_KEY=$(openssl rand -base64 32)" ;;
    # nats-server reads these as configuration tokens: a value starting with a digit would be a number.
    NATS_PASSWORD_*=CHANGE-ME) echo "${line%%=*}=n$(openssl rand -hex 24)" ;;
    *=CHANGE-ME) echo "${line%%=*}=$(openssl rand -hex 24)" ;;
    *) echo "$line" ;;
  esac
done < .env.example > .env
echo "wrote .env (mode 600); now: docker compose up --build -d"
