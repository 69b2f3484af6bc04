// What only a dated search of several rooms shows: a counter of rooms per offer and the bar that
// books the rooms chosen across offers. One file, loaded with such a search (see lazy.ts).
export { RoomCounter } from './RoomCounter';
export { SelectionBar } from './SelectionBar';
