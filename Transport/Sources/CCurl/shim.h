#ifndef SALEASSISTANT_CCURL_H
#define SALEASSISTANT_CCURL_H
#include <curl/curl.h>
#endif
