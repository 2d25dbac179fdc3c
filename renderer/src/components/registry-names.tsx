// The registry's name style for every screen that lists people from it (the players, a card, the rank list, the
// picker of participants): read once when the app opens, changed where the arbiter sets it, and — until he does —
// the custom of the screen's language, so that switching to Russian lists «Иванов Иван Петрович».
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styledName, type NameStyle, type PersonName } from '#domain/names';
import { nameHeading, registryNameStyle } from '#formats/name-style';
import { useConnection } from '../api/context';

interface Chosen {
  /** The style the arbiter chose; null: the language's custom. */
  chosen: NameStyle | null;
  setChosen: (style: NameStyle | null) => void;
}

const RegistryNamesContext = createContext<Chosen>({ chosen: null, setChosen: () => {} });

export function RegistryNamesProvider({ children }: { children: ReactNode }) {
  const { api } = useConnection();
  const [chosen, setChosen] = useState<NameStyle | null>(null);
  useEffect(() => {
    let current = true;
    // A store that cannot answer shows the language's custom; the screens say what is wrong with it.
    api.getRegisterSettings({}).then(
      (settings) => current && setChosen(settings.nameStyle),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api]);
  const value = useMemo(() => ({ chosen, setChosen }), [chosen]);
  return <RegistryNamesContext.Provider value={value}>{children}</RegistryNamesContext.Provider>;
}

/** The registry's names as this screen writes them: the style, a person's name in it, and its column's heading. */
export function useRegistryNames() {
  const { t, i18n } = useTranslation();
  const { chosen, setChosen } = useContext(RegistryNamesContext);
  const style = registryNameStyle(chosen, i18n.language);
  const nameOf = useCallback((person: PersonName) => styledName(person, style), [style]);
  return { chosen, style, nameOf, heading: nameHeading(t, style), setChosen };
}
