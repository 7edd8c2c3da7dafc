import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no variables at all, or with all of them empty', () => {
    const empty = Object.fromEntries(
      ['PORT', 'HOST', 'DATA_DIR', 'PUBLIC_URL', 'ADMIN_EMAILS', 'BETA_MODE', 'SMTP_URL', 'MAIL_FROM', 'LOG_LEVEL'].map(
        (name) => [name, ''],
      ),
    );
    expect(loadConfig(empty)).toEqual(loadConfig({}));
    expect(loadConfig({})).toEqual({
      isProduction: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      publicUrl: 'http://localhost:8080',
      adminEmails: [],
      isBetaMode: false,
      betaEndDate: undefined,
      smtpUrl: undefined,
      mailFrom: 'Cégdok <noreply@cegdok.local>',
      contactEmail: 'noreply@cegdok.local',
      googlePlacesApiKey: undefined,
      merchant: { name: 'Cégdok', address: null },
      logLevel: 'info',
      internalUrl: 'http://127.0.0.1:8080',
      paymentProvider: 'emulator',
      simplePay: {
        merchant: 'CEGDOKEMULATOR',
        secretKey: expect.stringMatching(/^[\w-]{43}$/),
        baseUrl: 'http://127.0.0.1:8080/simplepay-emulator/payment/v2/',
      },
      szamlazz: undefined,
      trustProxy: 0,
      render: { size: 2, timeoutMs: 20_000, memoryMb: 512, maxQueued: 40 },
      previewCacheBytes: 32 * 1024 * 1024,
      backupKeep: 14,
    });
  });

  it('reads the render budget, the preview cache size and the backup retention as whole numbers', () => {
    expect(
      loadConfig({ RENDER_WORKERS: '3', RENDER_TIMEOUT_MS: '5000', RENDER_MEMORY_MB: '256', PREVIEW_CACHE_MB: '8' }),
    ).toMatchObject({
      render: { size: 3, timeoutMs: 5000, memoryMb: 256, maxQueued: 40 },
      previewCacheBytes: 8 * 1024 * 1024,
    });
    for (const wrong of ['0', '-1', '1.5', '0x10', 'sok'])
      expect(() => loadConfig({ RENDER_TIMEOUT_MS: wrong }), wrong).toThrow(/RENDER_TIMEOUT_MS: egész szám/);
  });

  it('with NODE_ENV=production runs the payment emulator only when PAYMENT_PROVIDER=emulator is set', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cegdok.example.hu',
      SMTP_URL: 'smtp://a:b@mail.example.hu:587',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: kötelező/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'emulator' }).paymentProvider).toBe('emulator');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('emulator');
  });

  it('gives the emulator a random key of its own in every process, never a published constant', () => {
    const key = loadConfig({}).simplePay.secretKey;
    expect(key).not.toBe('cegdok-emulator-secret');
    // The same within the process (the emulator and the client must agree)…
    expect(loadConfig({ PORT: '9090' }).simplePay.secretKey).toBe(key);
    // …and another in the next one.
    const other = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { loadConfig } from ${JSON.stringify(fileURLToPath(new URL('./config.ts', import.meta.url)))};
process.stdout.write(loadConfig({}).simplePay.secretKey);`,
      ],
      { encoding: 'utf8' },
    );
    expect(other).toMatch(/^[\w-]{43}$/);
    expect(other).not.toBe(key);
    // A configured key is used as it is, for the emulator too.
    expect(loadConfig({ SIMPLEPAY_SECRET_KEY: 'sajat-kulcs-123' }).simplePay.secretKey).toBe('sajat-kulcs-123');
  });

  it('stops when an https site leaves the payment provider unset, and names both choices', () => {
    for (const publicUrl of ['https://cegdok.hu', 'HTTPS://staging.cegdok.hu/']) {
      expect(() => loadConfig({ PUBLIC_URL: publicUrl }), publicUrl).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: publicUrl, PAYMENT_PROVIDER: '' }), publicUrl).toThrow(ConfigError);
    }
    try {
      loadConfig({ PUBLIC_URL: 'https://cegdok.hu' });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Hibás beállítás a környezeti változókban:\n {2}PAYMENT_PROVIDER: /);
      expect((error as Error).message).toContain('PAYMENT_PROVIDER=simplepay');
      expect((error as Error).message).toContain('PAYMENT_PROVIDER=emulator');
    }
    // Chosen explicitly, the emulator is fine on a staging site; plain http stays the local default.
    expect(loadConfig({ PUBLIC_URL: 'https://staging.cegdok.hu', PAYMENT_PROVIDER: 'emulator' }).paymentProvider).toBe(
      'emulator',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).paymentProvider).toBe('emulator');
  });

  it('reads the merchant the data-transfer statement names', () => {
    expect(
      loadConfig({ MERCHANT_NAME: 'Cégdok Kft.', MERCHANT_ADDRESS: '1052 Budapest, Váci utca 2.' }).merchant,
    ).toEqual({
      name: 'Cégdok Kft.',
      address: '1052 Budapest, Váci utca 2.',
    });
  });

  it('reads TRUST_PROXY as a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    for (const wrong of ['-1', 'igen', '1.5'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('reads the payment and invoicing settings; the real SimplePay needs its merchant and key', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'simplepay' })).toThrow(/SIMPLEPAY_MERCHANT és a SIMPLEPAY_SECRET_KEY/);
    expect(
      loadConfig({
        HOST: '10.0.0.5',
        PAYMENT_PROVIDER: 'simplepay',
        SIMPLEPAY_MERCHANT: 'PUBLICTESTHUF',
        SIMPLEPAY_SECRET_KEY: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
        SZAMLAZZ_AGENT_KEY: 'agent-kulcs-123',
      }),
    ).toMatchObject({
      internalUrl: 'http://10.0.0.5:8080',
      paymentProvider: 'simplepay',
      simplePay: {
        merchant: 'PUBLICTESTHUF',
        secretKey: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
        baseUrl: 'https://sandbox.simplepay.hu/payment/v2/',
      },
      szamlazz: { agentKey: 'agent-kulcs-123', agentUrl: 'https://www.szamlazz.hu/szamla/' },
    });
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '3000',
      PUBLIC_URL: 'https://cegdok.hu/',
      PAYMENT_PROVIDER: 'emulator',
      ADMIN_EMAILS: ' Admin@Cegdok.hu , masik@cegdok.hu',
      BETA_MODE: 'true',
      BETA_END_DATE: '2027-01-01',
      SMTP_URL: 'smtp://user:pass@mail.example.hu:587',
      GOOGLE_PLACES_API_KEY: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'https://cegdok.hu',
      adminEmails: ['admin@cegdok.hu', 'masik@cegdok.hu'],
      isBetaMode: true,
      betaEndDate: '2027-01-01',
      smtpUrl: 'smtp://user:pass@mail.example.hu:587',
      contactEmail: 'admin@cegdok.hu',
      googlePlacesApiKey: undefined,
    });
  });

  it('stops with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', BETA_MODE: 'talán', ADMIN_EMAILS: 'nem-email' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', BETA_MODE: 'talán' });
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Hibás beállítás a környezeti változókban:\n {2}PORT: .+\n {2}BETA_MODE: /,
      );
    }
  });
});
