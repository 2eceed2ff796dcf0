// SPDX-License-Identifier: GPL-3.0-or-later
#include "passwordkeyring.h"

#include <qt6keychain/keychain.h>

namespace kibitz::passwordkeyring {

namespace {
const QString service = QStringLiteral("Kibitz game servers");
}

void read(const QString &key, QObject *context,
          std::function<void(const QString &, const QString &)> done)
{
    auto *job = new QKeychain::ReadPasswordJob(service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    QObject::connect(job, &QKeychain::Job::finished, context,
                     [done = std::move(done)](QKeychain::Job *finished) {
                         const auto *reading = static_cast<QKeychain::ReadPasswordJob *>(finished);
                         const QKeychain::Error error = reading->error();
                         if (error == QKeychain::EntryNotFound)
                             done(QString(), QString()); // none kept yet: nothing to say
                         else if (error != QKeychain::NoError)
                             done(QString(), reading->errorString());
                         else
                             done(reading->textData(), QString());
                     });
    job->start();
}

void write(const QString &key, const QString &password)
{
    auto *job = new QKeychain::WritePasswordJob(service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(password);
    job->start();
}

} // namespace kibitz::passwordkeyring
