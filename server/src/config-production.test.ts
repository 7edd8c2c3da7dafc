import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from './config.ts';

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

  it('has every variable in the README deployment table and in .env.example', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
    for (const name of ENVIRONMENT_VARIABLES) expect(table, name).toContain(`\`${name}\``);
    for (const name of ENVIRONMENT_VARIABLES.filter((variable) => !['NODE_ENV', 'ENV_FILE'].includes(variable)))
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
