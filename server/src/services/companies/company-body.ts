import type { Company } from '@cegdok/engine';

/**
 * The company as stored: without the keys the server sets (id, modifiedAt) or changes only by its own call
 * (bejegyzes, which a client sends back with a company answer).
 */
export function withoutServerKeys(company: Company) {
  const { id: _id, modifiedAt: _modifiedAt, bejegyzes: _registration, ...data } = company;
  return data;
}
