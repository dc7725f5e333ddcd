/* The benchmark floor: renders every Markdown file of a folder to HTML with libcmark and a fixed
 * header and footer, one process per core. Not part of Ease; it shows how close Ease's build is
 * to the cost of parsing and rendering the same Markdown and writing the pages.
 *
 * Usage: cmark-floor [-j PROCESSES] SOURCE_DIR OUTPUT_DIR
 * Writes OUTPUT_DIR/NAME/index.html for every SOURCE_DIR/NAME.md (YAML front matter skipped). */
#include <cmark.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char header[] = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Reading</title>"
                             "<link rel=\"stylesheet\" href=\"/assets/site.css\"></head>\n<body><main id=\"main\">\n";
static const char footer[] = "</main>\n</body>\n</html>\n";

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *buffer = malloc((size_t)size + 1);
    *length = fread(buffer, 1, (size_t)size, file);
    buffer[*length] = 0;
    fclose(file);
    return buffer;
}

/* The Markdown after a leading `---` front-matter block. */
static const char *body_of(const char *text, size_t *length) {
    if (strncmp(text, "---\n", 4) != 0) return text;
    const char *end = strstr(text + 4, "\n---\n");
    if (!end) return text;
    *length -= (size_t)(end + 5 - text);
    return end + 5;
}

static int render(const char *source, const char *output, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", source, name);
    size_t length = 0;
    char *text = read_file(path, &length);
    if (!text) { perror(path); return 1; }
    const char *body = body_of(text, &length);
    char *html = cmark_markdown_to_html(body, length, CMARK_OPT_DEFAULT);
    size_t stem = strlen(name) - 3;
    snprintf(path, sizeof path, "%s/%.*s", output, (int)stem, name);
    if (mkdir(path, 0755) != 0 && errno != EEXIST) { perror(path); return 1; }
    strncat(path, "/index.html", sizeof path - strlen(path) - 1);
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); return 1; }
    fwrite(header, 1, sizeof header - 1, file);
    fwrite(html, 1, strlen(html), file);
    fwrite(footer, 1, sizeof footer - 1, file);
    fclose(file);
    free(html);
    free(text);
    return 0;
}

int main(int argc, char **argv) {
    long processes = sysconf(_SC_NPROCESSORS_ONLN);
    int option;
    while ((option = getopt(argc, argv, "j:")) != -1) {
        if (option == 'j') processes = strtol(optarg, NULL, 10);
        else return 2;
    }
    if (argc - optind != 2 || processes < 1) {
        fprintf(stderr, "usage: cmark-floor [-j PROCESSES] SOURCE_DIR OUTPUT_DIR\n");
        return 2;
    }
    const char *source = argv[optind], *output = argv[optind + 1];
    if (mkdir(output, 0755) != 0 && errno != EEXIST) { perror(output); return 1; }
    DIR *directory = opendir(source);
    if (!directory) { perror(source); return 1; }
    size_t count = 0, capacity = 1024;
    char **names = malloc(capacity * sizeof *names);
    for (struct dirent *entry; (entry = readdir(directory));) {
        size_t length = strlen(entry->d_name);
        if (length < 4 || strcmp(entry->d_name + length - 3, ".md") != 0) continue;
        if (count == capacity) names = realloc(names, (capacity *= 2) * sizeof *names);
        names[count++] = strdup(entry->d_name);
    }
    closedir(directory);
    /* Process k renders files k, k + P, k + 2P, ... */
    for (long k = 0; k < processes; k++) {
        pid_t pid = fork();
        if (pid < 0) { perror("fork"); return 1; }
        if (pid == 0) {
            int failed = 0;
            for (size_t i = (size_t)k; i < count; i += (size_t)processes) failed |= render(source, output, names[i]);
            _exit(failed);
        }
    }
    int failed = 0;
    for (int status; wait(&status) > 0;) failed |= !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    return failed;
}
