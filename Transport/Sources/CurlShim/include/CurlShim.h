#ifndef SALEASSISTANT_CURL_SHIM_H
#define SALEASSISTANT_CURL_SHIM_H

// libcurl, loaded when the first request needs it (`sa_curl_load`), not when the program starts:
// its library and the ~30 it depends on (TLS, LDAP, SSH, Kerberos…) cost ~5 ms to load and
// relocate, which a command that never goes to the network (help, a version, a product list
// from the local copy) then never pays. curl.h is read for its types and constants only: every
// call goes through the functions below, which reach the library's own through the pointers
// the load found. curl_easy_setopt and curl_easy_getinfo are C variadics, which Swift cannot
// call: the typed wrappers are the only way the programs reach them.

#include <curl/curl.h>
#include <stddef.h>

typedef size_t (*sa_curl_write_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*sa_curl_xferinfo_callback)(
    void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded);

// Loads the library named `name` (its soname: "libcurl.so.4") and runs curl_global_init, once
// for the process: 0 once it is ready (by this call or an earlier one); -1 when it cannot be,
// with why in `error` (`size` bytes, terminated) — and a later call tries again. Safe from any
// thread; the functions below answer as if libcurl had failed (CURLE_FAILED_INIT, NULL) until it
// is ready.
int sa_curl_load(const char *name, char *error, size_t size);

CURL *sa_curl_easy_init(void);
void sa_curl_easy_cleanup(CURL *handle);
// Clears every option a handle was given, keeping its open connections for the next request.
void sa_curl_easy_reset(CURL *handle);
CURLcode sa_curl_easy_perform(CURL *handle);
const char *sa_curl_easy_strerror(CURLcode code);
struct curl_slist *sa_curl_slist_append(struct curl_slist *list, const char *text);
void sa_curl_slist_free_all(struct curl_slist *list);

CURLcode sa_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode sa_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode sa_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode sa_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode sa_curl_setopt_write_function(CURL *handle, CURLoption option, sa_curl_write_callback callback);
CURLcode sa_curl_setopt_xferinfo_function(CURL *handle, CURLoption option, sa_curl_xferinfo_callback callback);
CURLcode sa_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode sa_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);

#endif
