import { SEARCH_MAX_LENGTH } from '@bikri/schema/lists';
import { Input, InputGroup, Spinner } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useSearchParam } from '../../lib/use-search-param.ts';

export interface SearchFieldProps {
  /** The box's accessible name, e.g. "Search orders". */
  label: string;
  placeholder: string;
  /** The list is loading what was searched: the spinner shows, as it does while typing. */
  busy?: boolean;
}

/**
 * A list's search box, kept in `?q=` (see `useSearchParam`). What is typed lives here, so a
 * keystroke re-renders this box only, not the list; the page reads the applied search with
 * `useAppliedSearch` and changes once typing pauses.
 */
export function SearchField({ label, placeholder, busy = false }: SearchFieldProps) {
  const search = useSearchParam();
  return (
    <InputGroup
      startElement={<LuSearch />}
      endElement={search.pending || busy ? <Spinner size="xs" /> : undefined}
      maxW={{ base: 'full', md: 'md' }}
    >
      <Input
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        value={search.typed}
        onChange={(e) => search.type(e.target.value)}
        aria-label={label}
      />
    </InputGroup>
  );
}
