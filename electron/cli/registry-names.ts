// The registry's names on the command line, as on the screens: in the style the registry's setting chose, or as the
// output's language writes a list read by surname («Иванов Иван Петрович» with --lang ru).
import type { Language } from '#api/languages';
import { styledName, type PersonName } from '#domain/names';
import { registryNameStyle } from '#formats/name-style';
import type { Service } from '#service';

export function registryNamer(service: Service, language: Language): (person: PersonName) => string {
  const style = registryNameStyle(service.call('getRegisterSettings', {}).nameStyle, language);
  return (person) => styledName(person, style);
}
