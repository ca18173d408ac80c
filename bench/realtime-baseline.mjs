// The realtime bench's baseline: a bare `ws` server on Node's http, no framework, no session, no database.
// It answers a hello and echoes {"echo": ...} frames; GET /ping tells bench/server.mjs it is up.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/ping' ? 200 : 404, { 'content-type': 'text/plain' });
  res.end('pong');
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{"echo"')) socket.send(text);
    else socket.send('{"hello":1}');
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
