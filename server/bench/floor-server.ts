// The floor of `npm run bench:api`: a bare node:http server that reads each request's body and answers the same
// bytes the preview call answers (taken from the file named by FLOOR_ANSWER), with no routing, session or cache.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const answer = readFileSync(process.env.FLOOR_ANSWER!);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(answer.length),
};

createServer((request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(answer);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
