// PostgreSQL's own client library (Debian's libpq-dev), reached as a system library: its TLS is the
// system's OpenSSL (`sslmode`), so no second TLS stack is compiled.
#include <libpq-fe.h>
