#include <openssl/evp.h>
#include <openssl/sha.h>

/* SHA-256 of `count` bytes at `bytes` into `digest` (32 bytes); 1 on success.
 *
 * Through libcrypto's SHA-256 functions themselves where it still has them (OpenSSL 3 keeps them,
 * deprecated), with the context on the stack: the EVP interface loads and searches the default
 * provider at its first use, about 1 ms of every process that hashes (a build, a translated
 * check), for the same code and the same speed afterwards. A libcrypto built without the
 * deprecated functions is asked through EVP. */
static inline int ease_sha256(const void *bytes, size_t count, unsigned char *digest) {
#ifndef OPENSSL_NO_DEPRECATED_3_0
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    SHA256_CTX context;
    int succeeded = SHA256_Init(&context) == 1 && SHA256_Update(&context, bytes, count) == 1
        && SHA256_Final(digest, &context) == 1;
#pragma clang diagnostic pop
    return succeeded;
#else
    unsigned int length = 0;
    return EVP_Digest(bytes, count, digest, &length, EVP_sha256(), NULL) == 1 && length == 32;
#endif
}
