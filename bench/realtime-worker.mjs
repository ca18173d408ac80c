// One load-generating process of bench/realtime.mjs: holds a share of the WebSocket clients and answers
// the parent's commands over IPC. Several of these keep the clients' own CPU and file descriptors off the
// process that coordinates and off the server.
import WebSocket from 'ws';

/** @type {{ socket: WebSocket, userId: string, token: string }[]} */
let clients = [];
const state = { noticeTitle: null, noticeArrivals: [], latencies: [], chatSent: 0, errors: 0, closed: 0 };

// Opening thousands of sockets at once only measures the accept queue; this many handshakes are in flight.
const CONNECT_PARALLEL = 100;

function connectOne(url, token, userId, mode) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const client = { socket, userId, token };
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      resolve(ok ? client : null);
    };
    socket.on('open', () => {
      if (mode === 'echo') socket.send('{"method":"hello"}');
      else socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (!settled) return done(mode === 'echo' || text.includes('"initMessage"'));
      onFrame(text);
    });
    socket.on('error', () => {
      state.errors += 1;
      done(false);
    });
    socket.on('close', () => {
      state.closed += 1;
      done(false);
    });
  });
}

function onFrame(text) {
  const now = performance.timeOrigin + performance.now();
  if (text.startsWith('{"method":"messagePush"')) {
    const frame = JSON.parse(text);
    if (frame.title === state.noticeTitle) state.noticeArrivals.push(now);
    return;
  }
  if (text.startsWith('{"method":"receiveMessage"') || text.startsWith('{"echo"')) {
    const frame = JSON.parse(text);
    const body = frame.formMessage ?? frame.echo;
    const match = /^bench (\d+(?:\.\d+)?)$/.exec(typeof body === 'string' ? body : '');
    if (match) state.latencies.push(now - Number(match[1]));
  }
}

async function connectAll({ url, tokens, userIds, mode }) {
  const opened = [];
  let next = 0;
  const lane = async () => {
    while (next < tokens.length) {
      const i = next++;
      const client = await connectOne(url, tokens[i], userIds[i], mode);
      if (client) opened.push(client);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_PARALLEL }, lane));
  clients.push(...opened);
  return { connected: opened.length, errors: state.errors };
}

/** Sends `perSecond` chat messages for `seconds`, each from one of this worker's clients to a given user. */
async function chat({ perSecond, seconds, targets, mode }) {
  state.latencies = [];
  state.chatSent = 0;
  // Paced by the clock, not by timer ticks (timers run late under load): every tick sends what is due.
  const begin = Date.now();
  const end = begin + seconds * 1000;
  let k = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const at = Math.min(Date.now(), end);
      const due = Math.floor(((at - begin) * perSecond) / 1000);
      while (k < due) {
        const client = clients[k % clients.length];
        const toUserId = targets[k % targets.length];
        k += 1;
        const text = `bench ${performance.timeOrigin + performance.now()}`;
        if (mode === 'echo') client.socket.send(JSON.stringify({ echo: text }));
        else
          client.socket.send(
            JSON.stringify({
              method: 'SendMessage',
              toUserId,
              messageType: 'text',
              messageContent: text,
              token: client.token,
            }),
          );
        state.chatSent += 1;
      }
      if (at >= end) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

process.on('message', async (command) => {
  let reply;
  switch (command.cmd) {
    case 'connect':
      reply = await connectAll(command);
      break;
    case 'watchNotice':
      state.noticeTitle = command.title;
      state.noticeArrivals = [];
      reply = { ok: true };
      break;
    case 'noticeReport':
      reply = { received: state.noticeArrivals.length, last: Math.max(0, ...state.noticeArrivals) };
      break;
    case 'chat':
      await chat(command);
      reply = { sent: state.chatSent };
      break;
    case 'chatReport':
      reply = { latencies: state.latencies, closed: state.closed };
      break;
    case 'close':
      for (const { socket } of clients) socket.terminate();
      clients = [];
      reply = { ok: true };
      break;
    default:
      reply = { error: `unknown command ${command.cmd}` };
  }
  process.send({ id: command.id, ...reply });
});
