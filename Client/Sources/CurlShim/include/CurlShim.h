#ifndef SALEASSISTANT_CURL_SHIM_H
#define SALEASSISTANT_CURL_SHIM_H

// curl_easy_setopt and curl_easy_getinfo are C variadics, which Swift cannot call: these typed
// wrappers are the only way the client reaches them.

#include <curl/curl.h>

typedef size_t (*sa_curl_write_callback)(char *data, size_t size, size_t count, void *context);

CURLcode sa_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode sa_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode sa_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode sa_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode sa_curl_setopt_write_function(CURL *handle, CURLoption option, sa_curl_write_callback callback);
CURLcode sa_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode sa_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);

#endif
