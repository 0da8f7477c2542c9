#include "CurlShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

// The library's functions the programs call, found once it is loaded; read only after `ready`.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

// Set (release) once every pointer above is and curl_global_init has succeeded; read (acquire)
// before any is used.
static atomic_bool ready;
static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;

static bool is_ready(void) { return atomic_load_explicit(&ready, memory_order_acquire); }

// Finds `symbol` in `library` into `*slot`; false, with why in `error`, when it is not there.
static bool find(void *library, const char *symbol, void **slot, char *error, size_t size) {
    *slot = dlsym(library, symbol);
    if (*slot == NULL) snprintf(error, size, "the library has no %s", symbol);
    return *slot != NULL;
}

// Called with `loading` held, while not ready.
static int load(const char *name, char *error, size_t size) {
    // Every symbol bound now (RTLD_NOW), the library's own calls into its dependencies included: a
    // libcurl missing a function, or built against a library this system lacks, fails here, with
    // the loader's one line, never in the middle of a request ("symbol lookup error", exit 127).
    // It costs ~3 M instructions, paid only by a run that goes to the network; what the programs
    // call is found below as well.
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(error, size, "%s", reason != NULL ? reason : name);
        return -1;
    }
    bool found = find(library, "curl_global_init", (void **)&curl.global_init, error, size)
        && find(library, "curl_easy_init", (void **)&curl.easy_init, error, size)
        && find(library, "curl_easy_cleanup", (void **)&curl.easy_cleanup, error, size)
        && find(library, "curl_easy_reset", (void **)&curl.easy_reset, error, size)
        && find(library, "curl_easy_perform", (void **)&curl.easy_perform, error, size)
        && find(library, "curl_easy_setopt", (void **)&curl.easy_setopt, error, size)
        && find(library, "curl_easy_getinfo", (void **)&curl.easy_getinfo, error, size)
        && find(library, "curl_easy_strerror", (void **)&curl.easy_strerror, error, size)
        && find(library, "curl_slist_append", (void **)&curl.slist_append, error, size)
        && find(library, "curl_slist_free_all", (void **)&curl.slist_free_all, error, size);
    if (!found) {
        dlclose(library);
        return -1;
    }
    CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        // Kept loaded: what it started may not be undone; a later call tries the init again.
        snprintf(error, size, "curl_global_init failed: %s", curl.easy_strerror(code));
        return -1;
    }
    atomic_store_explicit(&ready, true, memory_order_release);
    return 0;
}

int sa_curl_load(const char *name, char *error, size_t size) {
    if (is_ready()) return 0;
    pthread_mutex_lock(&loading);
    int result = is_ready() ? 0 : load(name, error, size);
    pthread_mutex_unlock(&loading);
    return result;
}

CURL *sa_curl_easy_init(void) { return is_ready() ? curl.easy_init() : NULL; }

void sa_curl_easy_cleanup(CURL *handle) {
    if (is_ready()) curl.easy_cleanup(handle);
}

void sa_curl_easy_reset(CURL *handle) {
    if (is_ready()) curl.easy_reset(handle);
}

CURLcode sa_curl_easy_perform(CURL *handle) { return is_ready() ? curl.easy_perform(handle) : CURLE_FAILED_INIT; }

const char *sa_curl_easy_strerror(CURLcode code) {
    return is_ready() ? curl.easy_strerror(code) : "libcurl is not loaded";
}

struct curl_slist *sa_curl_slist_append(struct curl_slist *list, const char *text) {
    return is_ready() ? curl.slist_append(list, text) : NULL;
}

void sa_curl_slist_free_all(struct curl_slist *list) {
    if (is_ready()) curl.slist_free_all(list);
}

CURLcode sa_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return is_ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return is_ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return is_ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return is_ready() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_setopt_write_function(CURL *handle, CURLoption option, sa_curl_write_callback callback) {
    return is_ready() ? curl.easy_setopt(handle, option, callback) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_setopt_xferinfo_function(CURL *handle, CURLoption option, sa_curl_xferinfo_callback callback) {
    return is_ready() ? curl.easy_setopt(handle, option, callback) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return is_ready() ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode sa_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return is_ready() ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}
