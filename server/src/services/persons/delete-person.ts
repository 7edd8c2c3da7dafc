import { and, asc, eq } from 'drizzle-orm';
import { companies, companyPersons, persons } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';

/** Deletes the owner's person unless a saved company uses it (409 naming the companies). */
export function deletePerson(db: Db, ownerId: number, id: number): void {
  db.transaction((tx) => {
    const person = tx
      .select({ id: persons.id, nev: persons.nev })
      .from(persons)
      .where(and(eq(persons.id, id), eq(persons.ownerId, ownerId)))
      .get();
    if (!person) throw new AppError('NOT_FOUND', { message: 'A személy nem található.' });
    const users = tx
      .select({ nev: companies.nev })
      .from(companyPersons)
      .innerJoin(companies, eq(companies.id, companyPersons.companyId))
      .where(eq(companyPersons.personId, id))
      .orderBy(asc(companies.nev))
      .all();
    if (users.length > 0) {
      const names = users.map((company) => company.nev).join(', ');
      throw new AppError('PERSON_IN_USE', {
        message: `${person.nev} nem törölhető, mert ${users.length === 1 ? 'ez az elmentett társaság használja' : 'ezek az elmentett társaságok használják'}: ${names}. Előbb távolítsa el onnan.`,
      });
    }
    tx.delete(persons).where(eq(persons.id, id)).run();
  });
}
