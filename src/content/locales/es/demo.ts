import type { Messages } from "../types";
import { f } from "./format";

const eventCount = (count: number) =>
  f.plural(count, { one: "# evento", many: "# de eventos", other: "# eventos" });

export default {
  livePreview: {
    eyebrow: "Pruébalo aquí",
    title: "Vista previa en vivo",
    intro:
      "Prueba el calendario aquí mismo: pasa de un mes a otro, cambia entre semana, mes y año, y elige un día para ver qué hay.",
    seasonNote: "Los equinoccios y solsticios se fechan en UTC.",
    emptyDay: "No hay nada planificado para este día.",
    pickDay: "Elige un día para ver todos sus eventos.",
    holidaysLink: "Añadir estos festivos a su propio calendario",
  },
  views: { week: "Semana", month: "Mes", year: "Año" },
  nav: {
    week: { previous: "Semana anterior", next: "Semana siguiente" },
    month: { previous: "Mes anterior", next: "Mes siguiente" },
    year: { previous: "Año anterior", next: "Año siguiente" },
  },
  categories: {
    holiday: "Festivo",
    religious: "Religioso",
    season: "Estación",
    observance: "Conmemoración",
    personal: "Personal",
  },
  labels: {
    calendar: "Calendario de muestra",
    viewSwitcher: "Vista del calendario",
    selectedDay: "Día seleccionado",
    daysOfWeek: "Días de la semana",
    months: "Meses",
    eventCategories: "Categorías de eventos",
    noEvents: "Sin eventos",
  },
  eventCount,
  moreEvents: (count: number) =>
    f.plural(count, { one: "+# más", many: "+# más", other: "+# más" }),
  describeEvents: (titles: readonly string[]) =>
    `${eventCount(titles.length)}: ${f.list(titles, "unit")}`,
  monthSummary: (year: string, count: number) => `${year}, ${eventCount(count)}`,
  events: {
    newYearsDay: "Año Nuevo",
    mlkDay: "Día de Martin Luther King (EE. UU.)",
    presidentsDay: "Día de los Presidentes (EE. UU.)",
    valentinesDay: "San Valentín",
    womensDay: "Día Internacional de la Mujer",
    marchEquinox: "Equinoccio de marzo",
    easter: "Domingo de Pascua",
    passover: "Pésaj",
    earthDay: "Día de la Tierra",
    mothersDay: "Día de la Madre (EE. UU.)",
    memorialDay: "Día de los Caídos (EE. UU.)",
    juneSolstice: "Solsticio de junio",
    fathersDay: "Día del Padre (EE. UU.)",
    juneteenth: "Día de la Emancipación (EE. UU.)",
    independenceDay: "Día de la Independencia (EE. UU.)",
    chocolateDay: "Día Mundial del Chocolate",
    youthDay: "Día Internacional de la Juventud",
    laborDay: "Día del Trabajo (EE. UU.)",
    peaceDay: "Día Internacional de la Paz",
    autumnEquinox: "Equinoccio de otoño",
    roshHashanah: "Rosh Hashaná",
    yomKippur: "Yom Kipur",
    sukkot: "Sucot",
    coffeeDay: "Día Internacional del Café",
    olderPersonsDay: "Día Internacional de las Personas de Edad",
    indigenousPeoplesDay: "Día de los Pueblos Indígenas (EE. UU.)",
    halloween: "Halloween",
    veteransDay: "Día de los Veteranos (EE. UU.)",
    thanksgiving: "Acción de Gracias (EE. UU.)",
    hanukkah: "Janucá (primer día)",
    decemberSolstice: "Solsticio de diciembre",
    christmas: "Navidad",
    newYearsEve: "Nochevieja",
    budgetReview: "Revisión mensual del presupuesto",
    bookClub: "Club de lectura",
  },
} satisfies Messages<"demo">;
