/* The file floor: ease build's file work with no computation. Not part of Ease; beside the cmark
 * floor (which reads 10,000 readings and writes one page each) it shows what the kernel's side of
 * Ease's own outputs costs: every content file read, the output tree made (a folder for each
 * page, a file of the same size for each output file), and the site's pages read back, as the
 * audit reads them. The files' bytes are not Ease's (a fixed byte); the kernel's cost of a write
 * depends on its size, not on what it holds.
 *
 * Usage: file-floor [-j THREADS] CONTENT_DIR MANIFEST OUTPUT_DIR
 * MANIFEST lists the output tree, parents before children, one entry a line: `d PATH` for a
 * folder, `f SIZE PATH` for a file (what `find . -mindepth 1 \( -type d -printf 'd %P\n' \) -o
 * \( -type f -printf 'f %s %P\n' \)` prints inside a built output folder). The pages read back
 * are the files under `site/` whose names end in `.html`. Each of the three steps runs on
 * THREADS threads (default: the cores), entry k on thread k mod THREADS; a step starts when the
 * last has ended, as each of Ease's does. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct { char kind; size_t size; char *path; } Entry;

static Entry *entries; /* the manifest's */
static size_t entry_count;
static char **inputs;  /* the content folder's files, relative to it */
static size_t input_count, input_capacity;
static size_t content_prefix;
static int content_folder, output_folder;
static char *fill;     /* the bytes every output file is written from */
static long threads;
static int failed;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "file-floor: %s %s: %s\n", what, path, strerror(errno));
    __atomic_store_n(&failed, 1, __ATOMIC_RELAXED);
}

static int list_input(const char *path, const struct stat *status, int type, struct FTW *position) {
    (void)status; (void)position;
    if (type != FTW_F) return 0;
    if (input_count == input_capacity) inputs = realloc(inputs, (input_capacity = input_capacity ? 2 * input_capacity : 1024) * sizeof *inputs);
    inputs[input_count++] = strdup(path + content_prefix);
    return 0;
}

/* Reads a whole file, relative to `folder`, into memory and lets it go. */
static void read_whole(int folder, const char *path) {
    int descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC);
    struct stat status;
    if (descriptor < 0 || fstat(descriptor, &status) != 0) { fail("cannot read", path); if (descriptor >= 0) close(descriptor); return; }
    char *bytes = malloc((size_t)status.st_size + 1);
    size_t done = 0;
    for (ssize_t got; done < (size_t)status.st_size && (got = read(descriptor, bytes + done, (size_t)status.st_size - done)) > 0;) done += (size_t)got;
    free(bytes);
    close(descriptor);
}

static void make_folder(const char *path);

/* Makes the folder `path` is in, when another thread has not made it yet: a page's folder is
 * listed before its file, but may be another thread's entry. */
static void make_parent(const char *path) {
    char parent[4096];
    snprintf(parent, sizeof parent, "%s", path);
    char *slash = strrchr(parent, '/');
    if (slash) { *slash = 0; make_folder(parent); }
}

static void make_folder(const char *path) {
    if (mkdirat(output_folder, path, 0755) == 0 || errno == EEXIST) return;
    if (errno == ENOENT) {
        make_parent(path);
        if (mkdirat(output_folder, path, 0755) == 0 || errno == EEXIST) return;
    }
    fail("cannot make", path);
}

static void write_file(const Entry *entry) {
    int descriptor = openat(output_folder, entry->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (descriptor < 0 && errno == ENOENT) {
        make_parent(entry->path);
        descriptor = openat(output_folder, entry->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    }
    if (descriptor < 0) { fail("cannot write", entry->path); return; }
    size_t done = 0;
    for (ssize_t put; done < entry->size && (put = write(descriptor, fill + done, entry->size - done)) > 0;) done += (size_t)put;
    close(descriptor);
}

static int is_page(const char *path) {
    size_t length = strlen(path);
    return strncmp(path, "site/", 5) == 0 && length > 5 && strcmp(path + length - 5, ".html") == 0;
}

static void *read_inputs(void *first) {
    for (size_t i = (size_t)(long)first; i < input_count; i += (size_t)threads) read_whole(content_folder, inputs[i]);
    return NULL;
}

static void *make_outputs(void *first) {
    for (size_t i = (size_t)(long)first; i < entry_count; i += (size_t)threads) {
        if (entries[i].kind == 'd') make_folder(entries[i].path);
        else write_file(&entries[i]);
    }
    return NULL;
}

static void *read_pages(void *first) {
    for (size_t i = (size_t)(long)first; i < entry_count; i += (size_t)threads)
        if (entries[i].kind == 'f' && is_page(entries[i].path)) read_whole(output_folder, entries[i].path);
    return NULL;
}

static void run_step(void *(*step)(void *)) {
    pthread_t running[256];
    for (long k = 0; k < threads; k++) pthread_create(&running[k], NULL, step, (void *)k);
    for (long k = 0; k < threads; k++) pthread_join(running[k], NULL);
}

static int read_manifest(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); return 1; }
    size_t capacity = 1024, largest = 0;
    entries = malloc(capacity * sizeof *entries);
    char *line = NULL;
    size_t line_capacity = 0;
    for (ssize_t length; (length = getline(&line, &line_capacity, file)) > 0;) {
        if (line[length - 1] == '\n') line[--length] = 0;
        Entry entry = { line[0], 0, NULL };
        char *rest = line + 2;
        if (length < 3 || (entry.kind != 'd' && entry.kind != 'f')) { fprintf(stderr, "file-floor: bad manifest line: %s\n", line); return 1; }
        if (entry.kind == 'f') {
            entry.size = strtoull(rest, &rest, 10);
            if (*rest++ != ' ') { fprintf(stderr, "file-floor: bad manifest line: %s\n", line); return 1; }
            if (entry.size > largest) largest = entry.size;
        }
        entry.path = strdup(rest);
        if (entry_count == capacity) entries = realloc(entries, (capacity *= 2) * sizeof *entries);
        entries[entry_count++] = entry;
    }
    free(line);
    fclose(file);
    fill = malloc(largest + 1);
    memset(fill, 'x', largest + 1);
    return 0;
}

int main(int argc, char **argv) {
    threads = sysconf(_SC_NPROCESSORS_ONLN);
    int option;
    while ((option = getopt(argc, argv, "j:")) != -1) {
        if (option == 'j') threads = strtol(optarg, NULL, 10);
        else return 2;
    }
    if (argc - optind != 3 || threads < 1 || threads > 256) {
        fprintf(stderr, "usage: file-floor [-j THREADS] CONTENT_DIR MANIFEST OUTPUT_DIR\n");
        return 2;
    }
    const char *content = argv[optind], *output = argv[optind + 2];
    if (read_manifest(argv[optind + 1]) != 0) return 1;
    content_prefix = strlen(content) + (content[strlen(content) - 1] == '/' ? 0 : 1);
    content_folder = open(content, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (content_folder < 0 || nftw(content, list_input, 64, FTW_PHYS) != 0) { perror(content); return 1; }
    if (mkdir(output, 0755) != 0 && errno != EEXIST) { perror(output); return 1; }
    output_folder = open(output, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (output_folder < 0) { perror(output); return 1; }
    run_step(read_inputs);
    run_step(make_outputs);
    run_step(read_pages);
    return failed;
}
