import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const complete = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cegdok.example.hu',
  PAYMENT_PROVIDER: 'simplepay',
  SIMPLEPAY_MERCHANT: 'M123',
  SIMPLEPAY_SECRET_KEY: 'titkos-kulcs-123',
  SMTP_URL: 'smtp://user:jelszo@smtp.example.hu:587',
};

describe('loadConfig with NODE_ENV=production', () => {
  it('starts when the public address, the payment provider and SMTP are set', () => {
    const config = loadConfig(complete);
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://cegdok.example.hu');
  });

  it('refuses to start without them and names every missing variable at once', () => {
    // HOST=127.0.0.1 without PUBLIC_URL would send SimplePay's customers back to localhost.
    const start = () => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PUBLIC_URL: kötelező[\s\S]*PAYMENT_PROVIDER: kötelező[\s\S]*SMTP_URL: kötelező/);
    expect(() => loadConfig({ ...complete, SMTP_URL: '' })).toThrow(/^Hibás beállítás.*\n {2}SMTP_URL: kötelező/);
  });

  it('keeps the local defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).isProduction).toBe(false);
  });
});
