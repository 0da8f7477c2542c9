#ifndef SALEASSISTANT_CCRYPTO_H
#define SALEASSISTANT_CCRYPTO_H
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/err.h>
#include <openssl/hmac.h>
#endif
