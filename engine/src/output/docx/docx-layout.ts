import { AlignmentType, LevelFormat, type INumberingOptions } from 'docx';

/** A4 with 2.5 cm margins: the margin and the width of the text, in twips. */
export const PAGE_MARGIN = 1418;
export const TEXT_WIDTH = 11906 - 2 * PAGE_MARGIN;
export const CLAUSE_INDENT = 709;
/** A table cell's left (and right) margin as Word and LibreOffice default it, 0.19 cm, in twips. */
export const CELL_MARGIN = 108;

/** Space above the dotted signature line and above and below a signature box, in twips. */
export const SIGNATURE_LINE_SPACING = 720;
export const SIGNATURE_CELL_MARGIN = 240;

/** The fill of a table's header cells. */
export const HEADER_FILL = 'F0F0F0';

export const STYLE_IDS = {
  clause: 'Clause',
  list: 'LetteredList',
  signature: 'Signature',
  tableText: 'TableText',
  footer: 'Footer',
  subtitle: 'Subtitle',
} as const;

/** Word numbering definitions: sections and clauses share one list, lettered lists get one instance each. */
export const LEGAL = 'legal';
export const LETTERED = 'lettered';

export const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: LEGAL,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } } },
        },
        {
          level: 1,
          format: LevelFormat.DECIMAL,
          text: '%1.%2.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } } },
        },
      ],
    },
    {
      reference: LETTERED,
      levels: [
        {
          level: 0,
          format: LevelFormat.LOWER_LETTER,
          text: '%1)',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT + 425, hanging: 425 } } },
        },
      ],
    },
  ],
};
