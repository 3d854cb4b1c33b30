#include "platform/alerts/curl_transfers.h"

#include <curl/curl.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>

namespace ssd::alerts {

namespace {

// The connection itself gets at most this long of the whole timeout.
constexpr std::chrono::milliseconds kConnectTimeout{10000};

struct EasyDeleter {
    void operator()(CURL* curl) const { curl_easy_cleanup(curl); }
};
struct ListDeleter {
    void operator()(curl_slist* list) const { curl_slist_free_all(list); }
};
using Easy = std::unique_ptr<CURL, EasyDeleter>;
using List = std::unique_ptr<curl_slist, ListDeleter>;

Easy easy_handle() {
    static std::once_flag initialised;
    std::call_once(initialised, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    return Easy(curl_easy_init());
}

// What every transfer shares: no signals (timeouts without SIGALRM), the time limits,
// the error buffer, the CA file when the channel names one.
void common_options(CURL* curl, std::chrono::milliseconds timeout, const std::string& ca_file, char* error_buffer) {
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(std::min(timeout, kConnectTimeout).count()));
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(std::max<std::int64_t>(timeout.count(), 1)));
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error_buffer);
    if (!ca_file.empty()) curl_easy_setopt(curl, CURLOPT_CAINFO, ca_file.c_str());
}

std::string curl_failure(CURLcode code, const char* error_buffer) {
    std::string why = curl_easy_strerror(code);
    if (error_buffer[0] != '\0' && why != error_buffer) why += ": " + std::string(error_buffer);
    return why;
}

struct Upload {
    const std::string& data;
    std::size_t offset = 0;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
    auto& upload = *static_cast<Upload*>(user);
    const std::size_t n = std::min(size * count, upload.data.size() - upload.offset);
    std::memcpy(buffer, upload.data.data() + upload.offset, n);
    upload.offset += n;
    return n;
}

// The answer's body is not needed; reading it keeps libcurl from printing it.
std::size_t discard(char*, std::size_t size, std::size_t count, void*) { return size * count; }

} // namespace

std::string send_mail(const MailMessage& message, std::chrono::milliseconds timeout) {
    const Easy curl = easy_handle();
    if (!curl) return "libcurl could not start a transfer";
    char error_buffer[CURL_ERROR_SIZE] = {};
    common_options(curl.get(), timeout, message.ca_file, error_buffer);
    curl_easy_setopt(curl.get(), CURLOPT_URL, message.smtp_url.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    if (message.require_tls) curl_easy_setopt(curl.get(), CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_ALL));
    if (!message.username.empty()) {
        curl_easy_setopt(curl.get(), CURLOPT_USERNAME, message.username.c_str());
        curl_easy_setopt(curl.get(), CURLOPT_PASSWORD, message.password.c_str());
    }
    const std::string from = "<" + message.from + ">";
    curl_easy_setopt(curl.get(), CURLOPT_MAIL_FROM, from.c_str());
    List recipients;
    for (const auto& to : message.to) {
        recipients.reset(curl_slist_append(recipients.release(), ("<" + to + ">").c_str()));
    }
    curl_easy_setopt(curl.get(), CURLOPT_MAIL_RCPT, recipients.get());
    Upload upload{message.text};
    curl_easy_setopt(curl.get(), CURLOPT_READFUNCTION, read_upload);
    curl_easy_setopt(curl.get(), CURLOPT_READDATA, &upload);
    curl_easy_setopt(curl.get(), CURLOPT_UPLOAD, 1L);
    const CURLcode result = curl_easy_perform(curl.get());
    if (result == CURLE_OK) return {};
    long reply = 0;
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &reply);
    std::string why = "mail not sent: " + curl_failure(result, error_buffer);
    if (reply != 0) why += " (the server's last reply: " + std::to_string(reply) + ")";
    return why;
}

std::string post_json(const HttpPost& message, std::chrono::milliseconds timeout) {
    const Easy curl = easy_handle();
    if (!curl) return "libcurl could not start a transfer";
    char error_buffer[CURL_ERROR_SIZE] = {};
    common_options(curl.get(), timeout, message.ca_file, error_buffer);
    curl_easy_setopt(curl.get(), CURLOPT_URL, message.url.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl.get(), CURLOPT_USERAGENT, "ssd-toolbox");
    List headers;
    for (const auto& header : message.headers) headers.reset(curl_slist_append(headers.release(), header.c_str()));
    curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, message.body.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(message.body.size()));
    curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, discard);
    const CURLcode result = curl_easy_perform(curl.get());
    if (result != CURLE_OK) return "webhook not reached: " + curl_failure(result, error_buffer);
    long status = 0;
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
    if (status < 200 || status > 299) return "the webhook answered HTTP " + std::to_string(status);
    return {};
}

} // namespace ssd::alerts
