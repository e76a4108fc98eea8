// Starts a fake on loopback. A fixed port doubles as a lock between suites that run side by side (the function
// tests and the browser tests both start the fake Kakao and Naver on the port the emulated functions were told):
// while one suite holds the port, the other waits for it instead of failing.
const RETRY_MS = 250;
const WAIT_LIMIT_MS = 180_000;

/** Listens on 127.0.0.1:port (0 = any free port), waiting up to three minutes for a fixed port to come free. */
export async function listenWhenFree(server, port = 0) {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (err) {
      if (err?.code !== 'EADDRINUSE' || port === 0 || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
