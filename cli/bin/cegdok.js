#!/usr/bin/env node
// The `cegdok` binary: Node cannot load TypeScript by itself, so register tsx and start the CLI from source.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
