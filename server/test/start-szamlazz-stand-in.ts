import { createServer } from 'node:http';

export type SzamlazzStandIn = { url: string; received: string[]; close(): Promise<void> };

/**
 * A local stand-in for https://www.szamlazz.hu/szamla/ speaking the Agent's protocol: a multipart
 * POST whose `action-xmlagentxmlfile` part is the invoice XML; the answer is `xmlszamlavalasz`
 * (valaszVerzio 2) with the `szlahu_szamlaszam` header, or the error headers for a wrong agent key.
 */
export function startSzamlazzStandIn(agentKey = 'jo-agent-kulcs'): Promise<SzamlazzStandIn> {
  const received: string[] = [];
  let invoiceCounter = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const request = new Request('http://stand-in/', {
          method: 'POST',
          headers: { 'content-type': incoming.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        });
        const file = (await request.formData()).get('action-xmlagentxmlfile');
        const xml = file instanceof Blob ? await file.text() : '';
        received.push(xml);
        if (!xml.includes(`<szamlaagentkulcs>${agentKey}</szamlaagentkulcs>`)) {
          outgoing.writeHead(200, {
            'content-type': 'application/xml',
            szlahu_error_code: '3',
            szlahu_error: encodeURIComponent('Sikertelen bejelentkezés.').replace(/%20/g, '+'),
          });
          outgoing.end(
            '<?xml version="1.0" encoding="UTF-8"?><xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz"><sikeres>false</sikeres><hibakod>3</hibakod><hibauzenet>Sikertelen bejelentkezés.</hibauzenet></xmlszamlavalasz>',
          );
          return;
        }
        invoiceCounter += 1;
        const number = `E-CEGD-2026-${invoiceCounter}`;
        const gross = /<bruttoErtek>(\d+)<\/bruttoErtek>/.exec(xml)?.[1] ?? '0';
        outgoing.writeHead(200, { 'content-type': 'application/xml', szlahu_szamlaszam: number });
        outgoing.end(
          `<?xml version="1.0" encoding="UTF-8"?><xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz"><sikeres>true</sikeres><szamlaszam>${number}</szamlaszam><szamlabrutto>${gross}</szamlabrutto></xmlszamlavalasz>`,
        );
      })();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/szamla/`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}
