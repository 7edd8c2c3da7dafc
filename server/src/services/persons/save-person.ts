import { and, eq } from 'drizzle-orm';
import type { Person } from '@cegdok/engine';
import { persons } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { refreshPersonInCompanies } from './refresh-person-in-companies.ts';
import { toPersonAnswer, type PersonAnswer } from './to-person-answer.ts';

function columnsOf(person: Person) {
  return {
    nev: person.nev,
    lakohely: person.lakohely,
    szuletesiNev: person.szuletesiNev ?? null,
    anyjaNeve: person.anyjaNeve ?? null,
    szuletesiHely: person.szuletesiHely ?? null,
    szuletesiIdo: person.szuletesiIdo ?? null,
    allampolgarsag: person.allampolgarsag ?? null,
    adoazonositoJel: person.adoazonositoJel ?? null,
    nemErtiMagyarul: person.nemErtiMagyarul ?? null,
    magyarazatNyelve: person.magyarazatNyelve ?? null,
    tolmacsNeve: person.tolmacsNeve ?? null,
    tolmacsAzonosito: person.tolmacsAzonosito ?? null,
  };
}

/** Creates a person of the owner (a sent id is ignored). */
export function createPerson(db: Db, ownerId: number, person: Person, now: Date): PersonAnswer {
  const row = db
    .insert(persons)
    .values({ ...columnsOf(person), ownerId, createdAt: now, modifiedAt: now })
    .returning()
    .get();
  return toPersonAnswer(row);
}

/**
 * Updates the owner's person `id`, and in the same transaction the owner's companies that name the person (the person
 * is kept once: a renamed or moved person is renamed or moved in every company); another owner's id is a 404.
 */
export function updatePerson(db: Db, ownerId: number, id: number, person: Person, now: Date): PersonAnswer {
  return db.transaction((tx) => {
    const row = tx
      .update(persons)
      .set({ ...columnsOf(person), modifiedAt: now })
      .where(and(eq(persons.id, id), eq(persons.ownerId, ownerId)))
      .returning()
      .get();
    if (!row) throw new AppError('NOT_FOUND', { message: 'A személy nem található.' });
    const answer = toPersonAnswer(row);
    refreshPersonInCompanies(tx, ownerId, answer, now);
    return answer;
  });
}
