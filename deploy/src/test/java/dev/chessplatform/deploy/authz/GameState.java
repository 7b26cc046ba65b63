package dev.chessplatform.deploy.authz;

/** The games of the matrix's columns: visibility × status, in the table's order. */
enum GameState {
  PUBLIC_WAITING(false, "waiting"),
  PUBLIC_STARTED(false, "started"),
  PUBLIC_FINISHED(false, "finished"),
  PRIVATE_WAITING(true, "waiting"),
  PRIVATE_STARTED(true, "started"),
  PRIVATE_FINISHED(true, "finished");

  final boolean privateGame;
  final String status;

  GameState(boolean privateGame, String status) {
    this.privateGame = privateGame;
    this.status = status;
  }

  String label() {
    return (privateGame ? "private " : "public ") + status;
  }
}
