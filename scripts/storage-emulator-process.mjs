// Firebase's Storage emulator (firebase-tools' own server), started in this process for
// scripts/storage-emulator.ts. Arguments: <port> <project id>. Prints `ready` once it listens.
//
// The emulator's security-rules runtime is a Java program (cloud-storage-rules-runtime) that
// firebase-tools downloads from Google on first use; offline it cannot start. Rules judge requests
// from browsers' SDKs only; the Admin SDK, the site's only client, is exempt from them, so the
// emulator is started here without that runtime and with no rules: every request from a browser
// SDK is refused, every Admin SDK request is served as Cloud Storage serves it.
const tools = new URL('../node_modules/firebase-tools/lib/emulator/', import.meta.url);
const { StorageEmulator } = await import(new URL('storage/index.js', tools).href);
const { EmulatorRegistry } = await import(new URL('registry.js', tools).href);

async function main() {
  const [port, projectId] = process.argv.slice(2);
  const emulator = new StorageEmulator({
    projectId,
    host: '127.0.0.1',
    port: Number(port),
    rules: [],
    auto_download: false,
  });
  emulator._rulesRuntime.start = async () => {};
  emulator._rulesRuntime.stop = async () => {};
  await EmulatorRegistry.start(emulator);
  process.stdout.write('ready\n');
  const stop = () => {
    EmulatorRegistry.stopAll()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
  process.exit(1);
});
