// @ts-check
// Where a Node server of the site listens: a unix socket the site's nginx proxies to (a stale socket
// file removed first; readable by nginx's workers, which run as another user), else a TCP port.

/**
 * @param {import('http').Server} server
 * @param {{ socket?: string, port: number, host?: string }} where  no host: every interface
 * @param {(address: string) => void} onListening  called with the socket path or the URL
 */
function listenOn(server, { socket, port, host }, onListening) {
  const fs = require('fs');
  if (socket) {
    fs.rmSync(socket, { force: true });
    server.listen(socket, () => {
      fs.chmodSync(socket, 0o666);
      onListening(socket);
    });
  } else server.listen({ port, host }, () => onListening(`http://localhost:${port}`));
}

module.exports = { listenOn };
