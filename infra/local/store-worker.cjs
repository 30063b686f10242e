'use strict';
/**
 * The store's thread (started by dynalite.ts): dynalite over LevelDB, serving requests from
 * its HTTP port and from a MessagePort. Plain JavaScript, so that it starts the same under
 * tsx, vitest and plain node.
 *
 * Over the MessagePort come the method, path, headers and body of requests the SDK signed,
 * fed to dynalite's own request listener through a minimal request and response, so the store
 * sees what it would see over HTTP without the sockets, HTTP parsing and stream machinery.
 *
 * The LevelDB class dynalite opens is replaced, before dynalite loads, by one that
 * - closes the iterators dynalite is done with: dynalite ends a query's stream by calling the
 *   iterator's return(), which abstract-level's iterators do not have, so every query and scan
 *   left its iterator open; each held JavaScript objects in the database's set of resources
 *   and, in LevelDB, the memtable and table files it started on, and the store grew by about
 *   15 KB of heap and much more native memory per move, for good;
 * - reports any error LevelDB gives (a corrupted block, a value that no longer decodes, a
 *   failed read or write of its files) to the supervisor, and from then on refuses every
 *   operation, so that nothing is written on top of what could not be read (dynalite deletes a
 *   table's description it cannot decode).
 */
const { EventEmitter } = require('node:events');
const { dirname } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { runInNewContext } = require('node:vm');
const { parentPort, workerData } = require('node:worker_threads');

const level = require(require.resolve('level', { paths: [dirname(workerData.dynalite)] }));
const FAULTS = new Set(['LEVEL_CORRUPTION', 'LEVEL_DECODE_ERROR', 'LEVEL_IO_ERROR']);
let database = null;
let fault = null;

const refuse = () => {
  throw Object.assign(new Error(`the store stopped serving after a LevelDB fault: ${fault}`), { code: 'LEVEL_FAULT' });
};
const watched = async (operation) => {
  if (fault) refuse();
  try {
    return await operation();
  } catch (err) {
    if (err && FAULTS.has(err.code) && !fault) {
      const cause = err.cause ? `: ${err.cause.message || err.cause}` : '';
      fault = `${err.code}: ${err.message}${cause}`;
      parentPort.postMessage({ fault });
    }
    throw err;
  }
};
const closable = (iterator) => {
  const next = iterator.next.bind(iterator);
  iterator.next = () => watched(next);
  iterator.return = () => iterator.close();
  return iterator;
};

level.Level = class SupervisedLevel extends level.Level {
  constructor(location, options) {
    super(location, options);
    // The one open database, for the fault reports and the probes above.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    database = this;
  }
  get(key, options) {
    // Read in this thread: LevelDB answers from its memtable or block cache in microseconds, and
    // the thread pool costs more than that (a queued work item, a pool thread woken, a callback
    // back here). The thread serves the store alone, so a read that goes to disk holds up only
    // the store's next requests, which would wait on the same disk.
    return watched(async () =>
      this.status === 'open' && !options?.snapshot ? this.getSync(key, options) : super.get(key, options),
    );
  }
  put(key, value, options) {
    return watched(() => super.put(key, value, options));
  }
  del(key, options) {
    return watched(() => super.del(key, options));
  }
  batch(operations, options) {
    return watched(() => super.batch(operations, options));
  }
  keys(options) {
    return closable(super.keys(options));
  }
  values(options) {
    return closable(super.values(options));
  }
};

const dynalite = require(workerData.dynalite);
const server = dynalite(workerData.options);
server.keepAliveTimeout = workerData.keepAliveMs;
const listener = server.listeners('request')[0];
const port = workerData.port;

// Answers finished in one turn of the loop go back in one message: one wake-up of the other thread, not one each.
let outbox = [];
const flush = () => {
  const batch = outbox;
  outbox = [];
  port.postMessage(batch);
};
const reply = (answer) => {
  if (outbox.push(answer) === 1) setImmediate(flush);
};
port.on('message', (batch) => batch.forEach(serve));
function serve(m) {
  const req = new EventEmitter();
  req.method = m.method;
  req.url = m.url;
  req.headers = m.headers;
  let answered = false;
  const res = {
    statusCode: 200,
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = String(value);
    },
    end(body) {
      if (answered) return;
      answered = true;
      reply({
        id: m.id,
        statusCode: this.statusCode,
        headers: this.headers,
        body: body === undefined ? '' : String(body),
      });
    },
  };
  try {
    listener(req, res);
    if (m.body)
      req.emit(
        'data',
        typeof m.body === 'string'
          ? Buffer.from(m.body)
          : Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength),
      );
    req.emit('end');
  } catch (err) {
    // Over HTTP this would end the worker; here the one request fails as a server fault.
    res.statusCode = 500;
    res.setHeader('content-type', 'application/x-amz-json-1.0');
    res.end(
      JSON.stringify({
        __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
        message: String((err && err.message) || err),
      }),
    );
  }
}

/** A full collection of this thread's heap, for figures of what the store keeps rather than what it has yet to free. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
}

/** A key no table has: reading it goes through LevelDB's read path without finding anything. */
const PROBE_KEY = '\u0000probe';

parentPort.on('message', (msg) => {
  if (msg.memory !== undefined) {
    if (msg.gc) collectGarbage();
    parentPort.postMessage({ memory: msg.memory, usage: process.memoryUsage() });
    return;
  }
  if (msg.probe !== undefined) {
    database.get(PROBE_KEY).then(
      () => parentPort.postMessage({ probe: msg.probe }),
      (err) => parentPort.postMessage({ probe: msg.probe, error: String((err && err.message) || err) }),
    );
    return;
  }
  if (msg.close === undefined) return;
  port.close();
  server.close((err) => parentPort.postMessage({ closed: true, error: err ? String(err.message || err) : undefined }));
});

// LevelDB opens in the background; the store is started once it is open, and not at all if it cannot be.
database
  .open()
  .then(() => {
    server.once('error', (err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
    server.listen(workerData.listenPort, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
  })
  .catch((err) =>
    parentPort.postMessage({ error: `LevelDB did not open: ${err.cause ? err.cause.message : err.message}` }),
  );
